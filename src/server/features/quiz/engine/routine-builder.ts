import { type RoutineStep, routineSteps } from '../../../../shared/catalog.js';
import { isExcludedFor, isSafeFor, suitsSkinType } from './catalogue-index.js';
import type { EngineProduct, RequiredStep, VisitorProfile } from './engine-types.js';
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

function cheapest(list: Iterable<Entry>, price: (entry: Entry) => number): number {
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
 * Candidates depend only on the scored list and the visitor's budget and planned steps (their
 * best fits on the rule fits too), and the visitors of one kind share their list (one whose rules prefer or exclude products gets a list
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
    candidates = { byStep, cheapestOf: new Map([...byStep].map(([step, list]) => [step, cheapest(list, price)])), bestFitOf: bestFitsOf(byStep, scored) };
    ofList.set(key, candidates);
  }
  // Learned fits are this visitor's own: the best of each step is worked out again for them.
  return scored.learned ? { ...candidates, bestFitOf: bestFitsOf(candidates.byStep, scored) } : candidates;
}

function bestFitsOf(byStep: Map<RoutineStep, Entry[]>, { fits }: ScoredProducts): Map<RoutineStep, number> {
  const best = new Map<RoutineStep, number>();
  for (const [step, list] of byStep) {
    let highest = 0;
    for (const entry of list) highest = Math.max(highest, fits[entry]!);
    best.set(step, highest);
  }
  return best;
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

/** A required step with the candidates that meet it (of its step, and targeting its concern when it names one). */
interface Requirement extends RequiredStep {
  candidates: ReadonlySet<Entry>;
}

function requirementsOf(scored: ScoredProducts, profile: VisitorProfile, byStep: Map<RoutineStep, Entry[]>): Requirement[] {
  const { traits } = scored.index;
  return profile.requiredSteps.flatMap((required) => {
    const list = byStep.get(required.step) ?? [];
    const bit = required.concern ? concernBit(required.concern) : 0;
    const candidates = bit === 0 ? list : list.filter((entry) => (traits.concerns[scored.positions[entry]!]! & bit) !== 0);
    return candidates.length > 0 ? [{ ...required, candidates: new Set(candidates) }] : [];
  });
}

/**
 * When no pick targets the visitor's primary concern but a suitable product of a planned step
 * does, the best such product takes the place of the least essential pick (the same step's pick
 * if there is one), as long as the total stays in the band. The first two picks stay, and a
 * required step's pick gives way only to a product that meets the requirement too.
 */
function coverPrimaryConcern(picks: Entry[], byStep: Map<RoutineStep, Entry[]>, scored: ScoredProducts, profile: VisitorProfile, requirements: Requirement[]): void {
  const [primary] = rankConcerns(profile.concernWeights);
  if (!primary || picks.length <= KEPT_SLOTS) return;
  const { traits } = scored.index;
  const targetsPrimary = (entry: Entry) => (traits.concerns[scored.positions[entry]!]! & concernBit(primary)) !== 0;
  if (picks.some(targetsPrimary)) return;
  const { price, byFit } = entryReader(scored);
  const stepOf = (entry: Entry) => traits.steps[scored.positions[entry]!]!;
  const total = picks.reduce((sum, pick) => sum + price(pick), 0);
  const budget = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const requirementOf = (pick: Entry) => requirements.find((requirement) => requirement.candidates.has(pick));
  const replacedBy = (candidate: Entry) => {
    const sameStep = picks.findIndex((pick) => stepOf(pick) === stepOf(candidate));
    if (sameStep !== -1) return sameStep;
    return picks.findLastIndex((pick, index) => index >= KEPT_SLOTS && !requirementOf(pick));
  };
  const fits = (candidate: Entry) => {
    if (!targetsPrimary(candidate)) return false;
    const replaced = replacedBy(candidate);
    if (replaced < KEPT_SLOTS) return false;
    const requirement = requirementOf(picks[replaced]!);
    if (requirement && !requirement.candidates.has(candidate)) return false;
    return total - price(picks[replaced]!) + price(candidate) <= budget;
  };
  const candidate = firstInOrder([...byStep.values()].flat(), byFit, fits);
  if (candidate !== undefined) picks[replacedBy(candidate)] = candidate;
}

/**
 * Adds each required step the picks do not meet yet: in place of the same step's pick when
 * there is one (a serum for another concern), otherwise on top of the planned count.
 */
function meetRequirements(picks: Entry[], requirements: Requirement[], scored: ScoredProducts, order: Order, remaining: number): void {
  const { traits } = scored.index;
  const { price } = entryReader(scored);
  const stepOf = (entry: Entry) => routineSteps[traits.steps[scored.positions[entry]!]!]!;
  for (const requirement of requirements) {
    if (picks.some((pick) => requirement.candidates.has(pick))) continue;
    const sameStep = picks.findIndex((pick) => stepOf(pick) === requirement.step);
    const available = remaining + (sameStep === -1 ? 0 : price(picks[sameStep]!));
    const choice = firstInOrder(requirement.candidates, order, (entry) => price(entry) <= available);
    if (choice === undefined) continue;
    if (sameStep === -1) picks.push(choice);
    else picks[sameStep] = choice;
    remaining = available - price(choice);
  }
}

/**
 * The planned steps the band has room for, in priority order: as many as the plan asks while the
 * cheapest product of each, and of the required steps they leave out, fit in the budget. A tight
 * budget drops the least essential steps, never the cleanser for a mask.
 */
function affordableSteps(steps: RoutineStep[], requirements: Requirement[], cheapestOf: Map<RoutineStep, number>, budget: number, price: (entry: Entry) => number) {
  for (let count = steps.length; ; count--) {
    const used = steps.slice(0, count);
    const setAside = requirements.filter((requirement) => !used.includes(requirement.step)).reduce((sum, requirement) => sum + cheapest(requirement.candidates, price), 0);
    const floor = used.reduce((sum, step) => sum + cheapestOf.get(step)!, 0);
    if (count === 0 || floor + setAside <= budget) return { used, setAside };
  }
}

/**
 * Fills the visitor's step slots in priority order with the best-fitting product of each step,
 * keeping the total within the budget band: each pick leaves enough for the cheapest option of
 * the steps still to fill, and of the required steps the slots do not reach. A step with no
 * suitable product gives its slot to the next step.
 */
export function buildRoutine(scored: ScoredProducts, profile: VisitorProfile): Routine {
  const { byStep, cheapestOf, bestFitOf } = candidatesFor(scored, profile);
  const order = stepOrder(scored, profile, bestFitOf);
  const { price } = entryReader(scored);
  const requirements = requirementsOf(scored, profile, byStep);
  const leftOut = [...new Set([...profile.stepPriority.slice(0, profile.productCount), ...profile.requiredSteps.map((required) => required.step)])]
    .filter((step) => !byStep.has(step))
    .sort((a, b) => routineOrder.indexOf(a) - routineOrder.indexOf(b));
  const budget = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const planned = profile.stepPriority.filter((step) => byStep.has(step)).slice(0, profile.productCount);
  const { used, setAside } = affordableSteps(planned, requirements, cheapestOf, budget, price);
  let remaining = budget - setAside;
  const picks: Entry[] = [];
  for (const [index, step] of used.entries()) {
    const reserve = used.slice(index + 1).reduce((sum, later) => sum + cheapestOf.get(later)!, 0);
    const choice = firstInOrder(byStep.get(step)!, order, (entry) => price(entry) <= remaining - reserve);
    if (choice === undefined) continue;
    picks.push(choice);
    remaining -= price(choice);
  }
  meetRequirements(picks, requirements, scored, order, remaining + setAside);
  coverPrimaryConcern(picks, byStep, scored, profile, requirements);
  const chosen = picks.map((entry) => ({ product: productAt(scored, entry), fit: scored.fits[entry]! }));
  chosen.sort((a, b) => routineOrder.indexOf(a.product.routineStep) - routineOrder.indexOf(b.product.routineStep));
  return { picks: chosen, leftOut };
}
