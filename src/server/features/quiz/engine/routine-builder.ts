import type { RoutineStep } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { isExcludedFor, isSafeFor, suitsSkinType, withinBudgetTier } from './product-fit.js';
import { rankConcerns, routineOrder } from './profile-labels.js';

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

/** Products the routine may use, by step: a planned step, safe, not excluded by the rules, made for the visitor's skin type, in the budget tier and band. */
function candidatesByStep(scored: ScoredProduct[], profile: VisitorProfile): Map<RoutineStep, ScoredProduct[]> {
  const byStep = new Map<RoutineStep, ScoredProduct[]>();
  const planned = new Set(profile.stepPriority);
  for (const entry of scored) {
    const { product } = entry;
    if (!planned.has(product.routineStep)) continue;
    if (!isSafeFor(product, profile) || isExcludedFor(product, profile) || !suitsSkinType(product, profile) || !withinBudgetTier(product, profile)) continue;
    if (profile.budgetMaxCents !== null && product.price > profile.budgetMaxCents) continue;
    const list = byStep.get(product.routineStep);
    if (list) list.push(entry);
    else byStep.set(product.routineStep, [entry]);
  }
  return byStep;
}

type Order = (a: ScoredProduct, b: ScoredProduct) => number;

/**
 * The first of `list` in `order` that `accept` takes: one pass instead of sorting the whole
 * list, which a large catalogue makes the engine's largest cost.
 */
function firstInOrder(list: Iterable<ScoredProduct>, order: Order, accept: (entry: ScoredProduct) => boolean): ScoredProduct | undefined {
  let best: ScoredProduct | undefined;
  for (const entry of list) if ((best === undefined || order(entry, best) < 0) && accept(entry)) best = entry;
  return best;
}

/** Best fit first, then the cheaper, then the lower id. */
const byFit: Order = (a, b) => b.fit - a.fit || a.product.price - b.product.price || a.product.id - b.product.id;

/** Within a step: the representative's preferred products first, then the best fit. */
function stepOrder(profile: VisitorProfile): Order {
  const preferred = (entry: ScoredProduct) => (profile.preferredProductIds.has(entry.product.id) ? 1 : 0);
  return (a, b) => preferred(b) - preferred(a) || byFit(a, b);
}

/** The essentials a routine keeps whatever else it swaps (the first two slots of the plan). */
const KEPT_SLOTS = 2;

/**
 * When no pick targets the visitor's primary concern but a suitable product of a planned step
 * does, the best such product takes the place of the least essential pick (the same step's pick
 * if there is one), as long as the total stays in the band. A two-product routine is left as is.
 */
function coverPrimaryConcern(picks: ScoredProduct[], byStep: Map<RoutineStep, ScoredProduct[]>, profile: VisitorProfile): void {
  const [primary] = rankConcerns(profile.concernWeights);
  if (!primary || picks.length <= KEPT_SLOTS || picks.some((pick) => pick.product.concerns.includes(primary))) return;
  const total = picks.reduce((sum, pick) => sum + pick.product.price, 0);
  const budget = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const replacedBy = (candidate: ScoredProduct) => {
    const sameStep = picks.findIndex((pick) => pick.product.routineStep === candidate.product.routineStep);
    return sameStep !== -1 ? sameStep : picks.length - 1;
  };
  const fits = (candidate: ScoredProduct) => {
    if (!candidate.product.concerns.includes(primary)) return false;
    const replaced = replacedBy(candidate);
    return replaced >= KEPT_SLOTS && total - picks[replaced]!.product.price + candidate.product.price <= budget;
  };
  const candidate = firstInOrder([...byStep.values()].flat(), byFit, fits);
  if (candidate) picks[replacedBy(candidate)] = candidate;
}

function cheapest(list: readonly ScoredProduct[]): number {
  let lowest = Number.POSITIVE_INFINITY;
  for (const entry of list) lowest = Math.min(lowest, entry.product.price);
  return lowest;
}

/**
 * Fills the visitor's step slots in priority order with the best-fitting product of each step,
 * keeping the total within the budget band: each pick leaves enough for the cheapest option of
 * the slots still to fill. A step with no suitable product gives its slot to the next step.
 */
export function buildRoutine(scored: ScoredProduct[], profile: VisitorProfile): Routine {
  const byStep = candidatesByStep(scored, profile);
  const order = stepOrder(profile);
  const leftOut = profile.stepPriority
    .slice(0, profile.productCount)
    .filter((step) => !byStep.has(step))
    .sort((a, b) => routineOrder.indexOf(a) - routineOrder.indexOf(b));
  const steps = profile.stepPriority.filter((step) => byStep.has(step));
  const cheapestOf = new Map(steps.map((step) => [step, cheapest(byStep.get(step) ?? [])]));
  let remaining = profile.budgetMaxCents ?? Number.POSITIVE_INFINITY;
  const picks: ScoredProduct[] = [];
  for (const [index, step] of steps.entries()) {
    if (picks.length >= profile.productCount) break;
    const stillNeeded = profile.productCount - picks.length - 1;
    const reserve = steps
      .slice(index + 1)
      .map((later) => cheapestOf.get(later) ?? 0)
      .sort((a, b) => a - b)
      .slice(0, stillNeeded)
      .reduce((sum, price) => sum + price, 0);
    const choice = firstInOrder(byStep.get(step) ?? [], order, (entry) => entry.product.price <= remaining - reserve);
    if (!choice) continue;
    picks.push(choice);
    remaining -= choice.product.price;
  }
  coverPrimaryConcern(picks, byStep, profile);
  picks.sort((a, b) => routineOrder.indexOf(a.product.routineStep) - routineOrder.indexOf(b.product.routineStep));
  return { picks, leftOut };
}
