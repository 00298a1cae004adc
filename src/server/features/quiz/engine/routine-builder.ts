import { type RoutineStep, routineSteps } from '../../../../shared/catalog.js';
import { isExcludedFor, isSafeFor, suitsSkinType } from './catalogue-index.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { concernBit, stepIndex, tierCount } from './product-traits.js';
import { rankConcerns, routineOrder, tierRank } from './profile-labels.js';
import { productAt, type ScoredProducts } from './scored-products.js';

export interface ScoredProduct {
  product: EngineProduct;
  fit: number;
}

export interface Routine {
  /** In the order they are applied. */
  picks: ScoredProduct[];
  /** Steps the visitor's plan has room for that no suitable product could fill: left out, not filled wrongly. */
  leftOut: RoutineStep[];
}

/** An index into the scored products. */
type Entry = number;

/** Entries the routine may use, by step: a planned step, safe, not excluded by the rules, made for the visitor's skin type, in the budget tier and band. */
function candidatesByStep(scored: ScoredProducts, profile: VisitorProfile): Map<RoutineStep, Entry[]> {
  const { traits } = scored.index;
  const byStep = new Map<RoutineStep, Entry[]>();
  const planned = profile.stepPriority.reduce((bits, step) => bits | (1 << stepIndex(step)), 0);
  const highestTier = tierRank[profile.budgetTier];
  for (let entry = 0; entry < scored.positions.length; entry++) {
    const position = scored.positions[entry]!;
    const step = traits.steps[position]!;
    if ((planned & (1 << step)) === 0) continue;
    if (!isSafeFor(traits, position, profile) || isExcludedFor(traits, position, profile) || !suitsSkinType(traits, position, profile) || traits.tiers[position]! > highestTier) continue;
    if (profile.budgetMaxCents !== null && traits.prices[position]! > profile.budgetMaxCents) continue;
    const list = byStep.get(routineSteps[step]!);
    if (list) list.push(entry);
    else byStep.set(routineSteps[step]!, [entry]);
  }
  return byStep;
}

function cheapest(list: readonly Entry[], price: (entry: Entry) => number): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const entry of list) lowest = Math.min(lowest, price(entry));
  return lowest;
}

interface Candidates {
  byStep: Map<RoutineStep, Entry[]>;
  cheapestOf: Map<RoutineStep, number>;
  /** The best fit among each step's candidates. */
  bestFitOf: Map<RoutineStep, number>;
}

/**
 * Candidates depend only on the scored list and the visitor's budget and planned steps, and the
 * visitors of one kind share their list (one whose rules prefer or exclude products gets a list
 * of their own): worked out once per list and budget, not per submit.
 */
const candidatesOfList = new WeakMap<Int32Array, Map<string, Candidates>>();

function candidatesFor(scored: ScoredProducts, profile: VisitorProfile): Candidates {
  let ofList = candidatesOfList.get(scored.positions);
  if (!ofList) {
    ofList = new Map();
    candidatesOfList.set(scored.positions, ofList);
  }
  const key = `${profile.budgetTier}:${profile.budgetMaxCents}:${profile.stepPriority.join()}`;
  let candidates = ofList.get(key);
  if (!candidates) {
    const { price } = entryReader(scored);
    const byStep = candidatesByStep(scored, profile);
    candidates = {
      byStep,
      cheapestOf: new Map([...byStep].map(([step, list]) => [step, cheapest(list, price)])),
      bestFitOf: new Map([...byStep].map(([step, list]) => [step, Math.max(...list.map((entry) => scored.fits[entry]!))])),
    };
    ofList.set(key, candidates);
  }
  return candidates;
}

type Order = (a: Entry, b: Entry) => number;

/**
 * The first of `list` in `order` that `accept` takes: one pass instead of sorting the whole
 * list, which a large catalogue makes the engine's largest cost.
 */
function firstInOrder(list: Iterable<Entry>, order: Order, accept: (entry: Entry) => boolean): Entry | undefined {
  let best: Entry | undefined;
  for (const entry of list) if ((best === undefined || order(entry, best) < 0) && accept(entry)) best = entry;
  return best;
}

/** Reads an entry's price, id and fit, and orders entries by them. */
function entryReader({ index: { traits }, positions, fits }: ScoredProducts) {
  const price = (entry: Entry) => traits.prices[positions[entry]!]!;
  const id = (entry: Entry) => traits.ids[positions[entry]!]!;
  /** Best fit first, then the cheaper, then the lower id. */
  const byFit: Order = (a, b) => fits[b]! - fits[a]! || price(a) - price(b) || id(a) - id(b);
  return { price, id, byFit };
}

/**
 * How much fit (0-100) a product of the visitor's own budget tier may give up to the step's best
 * and still come first: a premium budget buys mostly premium products when they suit nearly as
 * well, without trading away what the visitor asked for.
 */
const CHOSEN_TIER_FIT_TOLERANCE = 12;

/**
 * Within a step: the representative's preferred products first; then, among products that fit
 * nearly as well as the step's best, the one closest to the visitor's own tier (the tiers above
 * it are not candidates at all); then the best fit.
 */
function stepOrder(scored: ScoredProducts, profile: VisitorProfile, bestFitOf: Map<RoutineStep, number>): Order {
  const { id, byFit } = entryReader(scored);
  const { traits } = scored.index;
  const chosenTier = tierRank[profile.budgetTier];
  const preferred = (entry: Entry) => (profile.preferredProductIds.has(id(entry)) ? 1 : 0);
  /** How many tiers below the visitor's a nearly-best product is; a product further from the best ranks after all of them. */
  const tierGap = (entry: Entry) => {
    const position = scored.positions[entry]!;
    const best = bestFitOf.get(routineSteps[traits.steps[position]!]!) ?? 0;
    return scored.fits[entry]! >= best - CHOSEN_TIER_FIT_TOLERANCE ? chosenTier - traits.tiers[position]! : tierCount;
  };
  return (a, b) => preferred(b) - preferred(a) || tierGap(a) - tierGap(b) || byFit(a, b);
}

/** The essentials a routine keeps whatever else it swaps (the first two slots of the plan). */
const KEPT_SLOTS = 2;

/**
 * When no pick targets the visitor's primary concern but a suitable product of a planned step
 * does, the best such product takes the place of the least essential pick (the same step's pick
 * if there is one), as long as the total stays in the band. A two-product routine is left as is.
 */
function coverPrimaryConcern(picks: Entry[], byStep: Map<RoutineStep, Entry[]>, scored: ScoredProducts, profile: VisitorProfile): void {
  const [primary] = rankConcerns(profile.concernWeights);
  if (!primary || picks.length <= KEPT_SLOTS) return;
  const { traits } = scored.index;
  const targetsPrimary = (entry: Entry) => (traits.concerns[scored.positions[entry]!]! & concernBit(primary)) !== 0;
  if (picks.some(targetsPrimary)) return;
  const { price, byFit } = entryReader(scored);
  const stepOf = (entry: Entry) => traits.steps[scored.positions[entry]!]!;
  const total = picks.reduce((sum, pick) => sum + price(pick), 0);
  const budget = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const replacedBy = (candidate: Entry) => {
    const sameStep = picks.findIndex((pick) => stepOf(pick) === stepOf(candidate));
    return sameStep !== -1 ? sameStep : picks.length - 1;
  };
  const fits = (candidate: Entry) => {
    if (!targetsPrimary(candidate)) return false;
    const replaced = replacedBy(candidate);
    return replaced >= KEPT_SLOTS && total - price(picks[replaced]!) + price(candidate) <= budget;
  };
  const candidate = firstInOrder([...byStep.values()].flat(), byFit, fits);
  if (candidate !== undefined) picks[replacedBy(candidate)] = candidate;
}

/**
 * Fills the visitor's step slots in priority order with the best-fitting product of each step,
 * keeping the total within the budget band: each pick leaves enough for the cheapest option of
 * the slots still to fill. A step with no suitable product gives its slot to the next step.
 */
export function buildRoutine(scored: ScoredProducts, profile: VisitorProfile): Routine {
  const { byStep, cheapestOf, bestFitOf } = candidatesFor(scored, profile);
  const order = stepOrder(scored, profile, bestFitOf);
  const { price } = entryReader(scored);
  const leftOut = profile.stepPriority
    .slice(0, profile.productCount)
    .filter((step) => !byStep.has(step))
    .sort((a, b) => routineOrder.indexOf(a) - routineOrder.indexOf(b));
  const steps = profile.stepPriority.filter((step) => byStep.has(step));
  let remaining = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const picks: Entry[] = [];
  for (const [index, step] of steps.entries()) {
    if (picks.length >= profile.productCount) break;
    const stillNeeded = profile.productCount - picks.length - 1;
    const reserve = steps
      .slice(index + 1)
      .map((later) => cheapestOf.get(later) ?? 0)
      .sort((a, b) => a - b)
      .slice(0, stillNeeded)
      .reduce((sum, cost) => sum + cost, 0);
    const choice = firstInOrder(byStep.get(step) ?? [], order, (entry) => price(entry) <= remaining - reserve);
    if (choice === undefined) continue;
    picks.push(choice);
    remaining -= price(choice);
  }
  coverPrimaryConcern(picks, byStep, scored, profile);
  const chosen = picks.map((entry) => ({ product: productAt(scored, entry), fit: scored.fits[entry]! }));
  chosen.sort((a, b) => routineOrder.indexOf(a.product.routineStep) - routineOrder.indexOf(b.product.routineStep));
  return { picks: chosen, leftOut };
}
