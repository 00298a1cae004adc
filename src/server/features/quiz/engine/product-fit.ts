import type { SkinConcern } from '../../../../shared/catalog.js';
import type { EngineProduct, VisitorProfile } from './engine-types.js';
import { rankConcerns, routineOrder, tierRank } from './profile-labels.js';

/** Q6 safety rules: never relaxed, whatever else the catalogue offers. */
export function isSafeFor(product: EngineProduct, profile: VisitorProfile): boolean {
  if (profile.avoidFragrance && !product.fragranceFree) return false;
  if (profile.avoidHarshActives && product.harshActives) return false;
  if (profile.needsNonComedogenic && !product.nonComedogenic) return false;
  return true;
}

/**
 * A product made for particular skin types is for those only (an oil-free gel is not the
 * moisturiser for dry skin); one that lists none is for every skin type.
 */
export function suitsSkinType(product: EngineProduct, profile: VisitorProfile): boolean {
  return product.skinTypes.length === 0 || product.skinTypes.includes(profile.skinType);
}

/** The representative's rules keep this product out of this visitor's routine. */
export function isExcludedFor(product: EngineProduct, profile: VisitorProfile): boolean {
  return profile.excludedProductIds.has(product.id);
}

export function withinBudgetTier(product: EngineProduct, profile: VisitorProfile): boolean {
  return tierRank[product.budgetTier] <= tierRank[profile.budgetTier];
}

/** What every product's concern fit compares with: worked out once per visitor, not per product. */
interface ConcernTarget {
  primary: SkinConcern | undefined;
  heaviest: number;
}

function concernTarget(profile: VisitorProfile): ConcernTarget {
  const [primary] = rankConcerns(profile.concernWeights);
  return { primary, heaviest: primary ? (profile.concernWeights[primary] ?? 1) : 1 };
}

/**
 * 0..1: how much of what the visitor cares about the product targets (as much as their heaviest
 * concern = full), with a share reserved for their primary concern so that, of two products
 * covering as much, the one for their top priority wins.
 */
function concernFit(product: EngineProduct, profile: VisitorProfile, { primary, heaviest }: ConcernTarget): number {
  if (!primary) return 0.5;
  const total = product.concerns.reduce((sum, concern) => sum + (profile.concernWeights[concern] ?? 0), 0);
  return 0.7 * Math.min(1, total / heaviest) + (product.concerns.includes(primary) ? 0.3 : 0);
}

function skinTypeFit(product: EngineProduct, profile: VisitorProfile): number {
  if (product.skinTypes.includes(profile.skinType)) return 1;
  // A product made for every skin type lists none.
  if (product.skinTypes.length === 0) return 0.7;
  return 0;
}

/** Closest to the chosen tier fits best; above it does not fit the budget at all. */
function tierFit(product: EngineProduct, profile: VisitorProfile): number {
  const gap = tierRank[profile.budgetTier] - tierRank[product.budgetTier];
  return gap < 0 ? 0 : 1 - 0.2 * gap;
}

function stepFit(product: EngineProduct, profile: VisitorProfile): number {
  const index = profile.stepPriority.indexOf(product.routineStep);
  if (index === -1) return routineOrder.includes(product.routineStep) ? 0.6 : 0.2;
  return index < profile.productCount ? 1 : 0.8;
}

/**
 * How well each product fits the visitor, 0-100: concerns weigh most, then skin type, budget
 * tier and whether its step belongs in their routine. An unsafe product keeps a low score, and
 * one made for other skin types a middling one, whatever concerns it targets.
 */
export function fitScorer(profile: VisitorProfile): (product: EngineProduct) => number {
  const target = concernTarget(profile);
  return (product) => {
    const fit = 0.5 * concernFit(product, profile, target) + 0.2 * skinTypeFit(product, profile) + 0.15 * tierFit(product, profile) + 0.15 * stepFit(product, profile);
    // A preferred product also reads as a better match (the routine builder puts it first in its step).
    const preferred = profile.preferredProductIds.has(product.id) ? 0.3 : 0;
    const suitability = !isSafeFor(product, profile) || isExcludedFor(product, profile) ? 0.3 : suitsSkinType(product, profile) ? 1 : 0.6;
    return Math.max(0, Math.min(100, Math.round(100 * Math.min(1, fit + preferred) * suitability)));
  };
}
