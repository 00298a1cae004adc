import type { VisitorProfile } from './engine-types.js';
import { rankConcerns } from './profile-labels.js';

/** What people of one segment answered about one product when asked "Is it working for you?". */
export interface OutcomeTally {
  works: number;
  /** "Not for me"; a survey's "not seeing results" counts as a fraction of one. */
  notForMe: number;
}

/** The answers of the visitor's segment, by product id, and whether her session explores. */
export interface OutcomeEvidence {
  tallies: ReadonlyMap<number, OutcomeTally>;
  /** A small, fixed share of sessions rank by what the answers leave possible, so products with few answers still get tried. */
  explore: boolean;
}

/**
 * The people whose answers speak for a visitor: the same skin type, sensitivity and primary
 * concern. Narrower segments would take years of answers to fill.
 */
export function segmentOf(profile: Pick<VisitorProfile, 'skinType' | 'avoidFragrance' | 'concernWeights'>): string {
  const [primary] = rankConcerns(profile.concernWeights);
  return `${profile.skinType}:${profile.avoidFragrance ? 'sensitive' : 'tolerant'}:${primary ?? 'none'}`;
}

/**
 * The prior: what share of people we expect to say a product works before anyone answered, and
 * how many answers that belief weighs. A product at the expected share keeps its rule fit; 8
 * answers in, the evidence weighs as much as the prior.
 */
export const PRIOR_WORKS_SHARE = 0.7;
export const PRIOR_ANSWERS = 8;

/** The share of sessions that explore (by a hash of the session id, so a reload shows the same page). */
export const EXPLORE_PERCENT = 10;

interface Belief {
  mean: number;
  spread: number;
}

/**
 * Evidence moves nothing until it weighs one whole answer: a buyer's answer does, while the weak
 * signals of people who never bought the product (a quarter each, and a quarter in all for one
 * catch-all domain's day of new addresses) need four different people before they count.
 */
export const MIN_EVIDENCE_ANSWERS = 1;

/** A tally that weighs less than one answer, as if nobody had answered. */
function weighty(tally: OutcomeTally | undefined): OutcomeTally | undefined {
  return tally && tally.works + tally.notForMe >= MIN_EVIDENCE_ANSWERS ? tally : undefined;
}

/** Beta(α, β) with α/(α+β) = the prior share and α+β = the prior answers, updated by the tally. */
function beliefOf(answered: OutcomeTally | undefined): Belief {
  const tally = weighty(answered);
  const alpha = PRIOR_WORKS_SHARE * PRIOR_ANSWERS + (tally?.works ?? 0);
  const beta = (1 - PRIOR_WORKS_SHARE) * PRIOR_ANSWERS + (tally?.notForMe ?? 0);
  const total = alpha + beta;
  return { mean: alpha / total, spread: Math.sqrt((alpha * beta) / (total * total * (total + 1))) };
}

const prior = beliefOf(undefined);

/** What the answers multiply a rule fit by (the posterior "works" share over the prior's): 1 with no answers. */
export function evidenceWeight(tally: OutcomeTally | undefined): number {
  return beliefOf(tally).mean / prior.mean;
}

/**
 * A rule fit (0-100) weighed by what people like her say of the product: the fit times the
 * posterior "works" share over the prior share, so answers at the expected share change nothing,
 * "not for me" answers sink the product and "works" answers raise it. An exploring session
 * weighs the optimistic end of the belief instead (mean plus one spread), which favours products
 * few people have answered about.
 */
export function learnedFit(fit: number, tally: OutcomeTally | undefined, explore: boolean): number {
  const belief = beliefOf(tally);
  const ratio = explore ? (belief.mean + belief.spread) / (prior.mean + prior.spread) : evidenceWeight(tally);
  return Math.max(0, Math.min(100, Math.round(fit * ratio)));
}

/** Whether a session explores: a stable hash of its id, so the same session always answers the same. */
export function explores(sessionId: string): boolean {
  let hash = 2166136261;
  for (let index = 0; index < sessionId.length; index++) hash = Math.imul(hash ^ sessionId.charCodeAt(index), 16777619);
  return (hash >>> 0) % 100 < EXPLORE_PERCENT;
}

/** Every segment's answers: segment key → product id → tally. */
export type OutcomeTallies = ReadonlyMap<string, ReadonlyMap<number, OutcomeTally>>;

const noAnswers: ReadonlyMap<number, OutcomeTally> = new Map();

/** What the engine weighs for one visitor: her segment's answers, and whether her session explores. */
export function evidenceFor(tallies: OutcomeTallies, profile: VisitorProfile, sessionId: string): OutcomeEvidence {
  return { tallies: tallies.get(segmentOf(profile)) ?? noAnswers, explore: explores(sessionId) };
}
