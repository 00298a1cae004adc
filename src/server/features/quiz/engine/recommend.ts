import type { BudgetTier, SkinConcern } from '../../../../shared/catalog.js';
import { MATCH_BADGE_MIN_PERCENT } from '../../../../shared/match-badge.js';
import type { EngineProduct, RecommendationResult, VisitorProfile } from './engine-types.js';
import { indexOf, productsForVisitor } from './catalogue-index.js';
import { fitScorer } from './product-fit.js';
import { concernLabels, rankConcerns, routineNames, skinTypeLabels, tierLabels, tierRank } from './profile-labels.js';
import { describeBudget, describeRoutine, reasonFor } from './reasons.js';
import { buildRoutine, type ScoredProduct } from './routine-builder.js';
import type { OutcomeEvidence } from './outcome-learning.js';
import { productAt, type ScoredProducts, scoreAll, weighEvidence } from './scored-products.js';

/** SPEC §9: the match score shown when there is nothing to compute it from. */
export const DEFAULT_MATCH_SCORE = 94;

/**
 * The product matches a result keeps for the products page's badges: the best fits, and only
 * those that earn a badge. Every one of a large catalogue would make each stored result and
 * each answer (and the copy the browser keeps) grow with the catalogue: 370 KB at 10,000 products.
 */
export const MAX_PRODUCT_MATCHES = 100;

/**
 * The products that earn a badge, best fit first, then the lower id (at most MAX_PRODUCT_MATCHES).
 * Fits are whole percents: count how many products earn each, then place the best in one pass
 * in id order instead of sorting thousands.
 */
function badgeMatches(scored: ScoredProducts): RecommendationResult['productMatches'] {
  const { fits } = scored;
  const earning = new Uint32Array(101);
  for (let entry = 0; entry < fits.length; entry++) earning[fits[entry]!]!++;
  // How many of each fit make the list (best fits first), and where they start in it.
  const places = new Uint32Array(101);
  const start = new Uint32Array(101);
  let total = 0;
  for (let fit = 100; fit >= MATCH_BADGE_MIN_PERCENT; fit--) {
    places[fit] = Math.min(earning[fit]!, MAX_PRODUCT_MATCHES - total);
    start[fit] = total;
    total += places[fit]!;
  }
  const matches = new Array<RecommendationResult['productMatches'][number]>(total);
  for (let entry = 0, placed = 0; entry < fits.length && placed < total; entry++) {
    const fit = fits[entry]!;
    if (places[fit] === 0) continue;
    places[fit]!--;
    placed++;
    matches[start[fit]!++] = { productId: productAt(scored, entry).id, matchPercent: fit };
  }
  return matches;
}

function confidenceLevel(matchScore: number): string {
  if (matchScore >= 90) return 'Very high';
  if (matchScore >= 80) return 'High';
  if (matchScore >= 65) return 'Good';
  return 'Moderate';
}

/**
 * How well the picks fit, 0-100: 60 % the picks' average fit, 25 % how full the routine is
 * against the number of products planned, 15 % how many of the top concerns (primary counted
 * twice) at least one pick targets.
 */
function matchScoreOf(picks: ScoredProduct[], profile: VisitorProfile, ranked: SkinConcern[]): number {
  if (picks.length === 0) return 0;
  const averageFit = picks.reduce((sum, pick) => sum + pick.fit, 0) / picks.length;
  const completeness = Math.min(1, picks.length / profile.productCount);
  const [primary, ...secondary] = ranked;
  const targeted = (concern: SkinConcern) => picks.some((pick) => pick.product.concerns.includes(concern));
  const topConcerns = secondary.slice(0, 2);
  const coverageUnits = (primary ? 2 : 0) + topConcerns.length;
  const covered = (primary && targeted(primary) ? 2 : 0) + topConcerns.filter(targeted).length;
  const coverage = coverageUnits === 0 ? 1 : covered / coverageUnits;
  const score = 0.6 * averageFit + 25 * completeness + 15 * coverage;
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Named after the visitor's heaviest concern that the picks really target. */
function routineName(ranked: SkinConcern[], picks: ScoredProduct[]): string {
  const focus = ranked.find((concern) => picks.some((pick) => pick.product.concerns.includes(concern)));
  return focus ? routineNames[focus] : 'Healthy Skin Routine';
}

/**
 * The tier the routine's products are mostly in (the higher of two as common), so its label
 * names what the visitor gets, not only what she said she would spend.
 */
function tierOfPicks(products: readonly EngineProduct[]): BudgetTier | undefined {
  const counts = new Map<BudgetTier, number>();
  for (const product of products) counts.set(product.budgetTier, (counts.get(product.budgetTier) ?? 0) + 1);
  let chosen: BudgetTier | undefined;
  for (const [tier, count] of counts) {
    const chosenCount = chosen ? counts.get(chosen)! : 0;
    if (count > chosenCount || (count === chosenCount && chosen && tierRank[tier] > tierRank[chosen])) chosen = tier;
  }
  return chosen;
}

/**
 * The recommendation engine: a pure function of a visitor profile, the catalogue and what people
 * of her segment answered about the products (no I/O, same input → same output). Both quizzes
 * build a profile and call it. The answers only reorder what the filters let through: safety,
 * skin type, budget and the representative's exclusions stay hard rules.
 */
export function recommend(profile: VisitorProfile, catalogue: readonly EngineProduct[], evidence?: OutcomeEvidence): RecommendationResult {
  const ranked = rankConcerns(profile.concernWeights);
  const index = indexOf(catalogue);
  const scored = scoreAll(index, productsForVisitor(index, profile), fitScorer(profile, index));
  weighEvidence(scored, evidence);
  const { picks, leftOut } = buildRoutine(scored, profile);
  const matchScore = catalogue.length === 0 ? DEFAULT_MATCH_SCORE : matchScoreOf(picks, profile, ranked);
  const primary = ranked[0];
  const products = picks.map((pick) => pick.product);
  const picksTier = tierOfPicks(products) ?? profile.budgetTier;
  // Planned steps a suitable product exists for that the band had no room for.
  const skipped = profile.stepPriority.slice(0, profile.productCount).filter((step) => !leftOut.includes(step) && !products.some((product) => product.routineStep === step));
  return {
    matchScore,
    skinAnalysis: {
      skinType: skinTypeLabels[profile.skinType],
      primaryConcern: primary ? concernLabels[primary] : concernLabels.dullness,
      secondaryConcerns: ranked.slice(1, 4).map((concern) => concernLabels[concern]),
      confidenceLevel: confidenceLevel(matchScore),
    },
    routine: {
      category: routineName(ranked, picks),
      description: describeRoutine(profile, ranked, products, leftOut),
      budgetTier: tierLabels[picksTier],
      routineLength: profile.routineLength,
      picks: picks.map(({ product, fit }) => ({ productId: product.id, reason: reasonFor(product, profile, ranked), matchPercent: fit })),
      leftOutSteps: leftOut,
      ...(products.length > 0 ? { budgetNote: describeBudget(profile, picksTier, skipped) } : {}),
    },
    productMatches: badgeMatches(scored),
  };
}
