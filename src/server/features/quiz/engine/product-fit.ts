import { routineSteps, type SkinConcern } from '../../../../shared/catalog.js';
import { type CatalogueIndex, isExcludedFor, isSafeFor, suitsSkinType } from './catalogue-index.js';
import type { VisitorProfile } from './engine-types.js';
import { skinTypeBit, tierCount } from './product-traits.js';
import { rankConcerns, routineOrder, tierRank } from './profile-labels.js';

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
function concernFit(concerns: readonly SkinConcern[], profile: VisitorProfile, { primary, heaviest }: ConcernTarget): number {
  if (!primary) return 0.5;
  const total = concerns.reduce((sum, concern) => sum + (profile.concernWeights[concern] ?? 0), 0);
  return 0.7 * Math.min(1, total / heaviest) + (concerns.includes(primary) ? 0.3 : 0);
}

/** Closest to the chosen tier fits best; above it does not fit the budget at all. */
function tierFit(productTierRank: number, profile: VisitorProfile): number {
  const gap = tierRank[profile.budgetTier] - productTierRank;
  return gap < 0 ? 0 : 1 - 0.2 * gap;
}

function stepFit(step: (typeof routineSteps)[number], profile: VisitorProfile): number {
  const index = profile.stepPriority.indexOf(step);
  if (index === -1) return routineOrder.includes(step) ? 0.6 : 0.2;
  return index < profile.productCount ? 1 : 0.8;
}

/**
 * How well each product fits the visitor, 0-100, by its position in the catalogue index:
 * concerns weigh most, then skin type, budget tier and whether its step belongs in their
 * routine. An unsafe product keeps a low score, and one made for other skin types a middling
 * one, whatever concerns it targets. Each part's value for a concern list, tier or step is worked
 * out once per visitor, so a product costs a few lookups.
 */
export function fitScorer(profile: VisitorProfile, { traits }: CatalogueIndex): (position: number) => number {
  const target = concernTarget(profile);
  // Worked out for a concern list when a product with it is first scored (NaN: not yet).
  const concernFits = new Float64Array(traits.concernLists.length).fill(Number.NaN);
  const concernFitOf = (list: number) => {
    if (Number.isNaN(concernFits[list])) concernFits[list] = concernFit(traits.concernLists[list]!, profile, target);
    return concernFits[list]!;
  };
  const tierFits = Float64Array.from({ length: tierCount }, (_, rank) => tierFit(rank, profile));
  const stepFits = Float64Array.from(routineSteps, (step) => stepFit(step, profile));
  const visitorType = skinTypeBit(profile.skinType);
  const { preferredProductIds } = profile;
  return (position) => {
    const types = traits.skinTypes[position]!;
    // A product made for every skin type lists none.
    const skinTypeFit = (types & visitorType) !== 0 ? 1 : types === 0 ? 0.7 : 0;
    const fit =
      0.5 * concernFitOf(traits.concernList[position]!) + 0.2 * skinTypeFit + 0.15 * tierFits[traits.tiers[position]!]! + 0.15 * stepFits[traits.steps[position]!]!;
    // A preferred product also reads as a better match (the routine builder puts it first in its step).
    const preferred = preferredProductIds.size > 0 && preferredProductIds.has(traits.ids[position]!) ? 0.3 : 0;
    const suitability = !isSafeFor(traits, position, profile) || isExcludedFor(traits, position, profile) ? 0.3 : suitsSkinType(traits, position, profile) ? 1 : 0.6;
    return Math.max(0, Math.min(100, Math.round(100 * Math.min(1, fit + preferred) * suitability)));
  };
}
