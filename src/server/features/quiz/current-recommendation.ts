import type { AppDeps } from '../../core/app-deps.js';
import { budgetTiers, type RoutineStep } from '../../../shared/catalog.js';
import type { CatalogProduct } from '../catalog/api.js';
import type { VisitorProfile } from './engine/engine-types.js';
import { evidenceFor } from './engine/outcome-learning.js';
import { recommend } from './engine/recommend.js';
import { shorterPlan } from './engine/shorter-plan.js';
import { profileOf } from './stored-profile.js';
import { QuizResponseEntity } from './quiz-response.entity.js';

/** Changes another feature asks of a person's profile before the engine runs (the survey's answers). */
export interface ProfileAdjustment {
  /** At most this many products (never fewer than 2). */
  maxProducts?: number;
  /** Products not to pick again (another product of the same step and concern takes their place). */
  excludeProductIds?: readonly number[];
  /** One budget tier up (its band too): she asked for premium products. */
  budgetTierUp?: boolean;
}

/** What the engine says of a person now: the safety rules that bind her and the products it picks for her. */
export interface CurrentRecommendation {
  sessionId: string;
  /** The skin type her answers give (the follow-up tips are chosen by it). */
  skinType: VisitorProfile['skinType'];
  /** Sensitive, beginner or overwhelmed: no retinoids or exfoliating acids (the engine's safety rule). */
  avoidHarshActives: boolean;
  avoidFragrance: boolean;
  budgetTier: VisitorProfile['budgetTier'];
  /** Most the routine may cost, in cents; null: no ceiling. */
  budgetMaxCents: number | null;
  productCount: number;
  picks: Array<{ product: CatalogProduct; step: RoutineStep; reason: string }>;
}

function adjusted(profile: VisitorProfile, adjustment: ProfileAdjustment, bands: Record<string, number>, catalogue: readonly CatalogProduct[]): VisitorProfile {
  const next = adjustment.maxProducts === undefined ? { ...profile } : shorterPlan(profile, adjustment.maxProducts, catalogue);
  if (adjustment.excludeProductIds?.length) next.excludedProductIds = new Set([...profile.excludedProductIds, ...adjustment.excludeProductIds]);
  if (adjustment.budgetTierUp) {
    const tier = budgetTiers[Math.min(budgetTiers.length - 1, budgetTiers.indexOf(profile.budgetTier) + 1)]!;
    next.budgetTier = tier;
    next.budgetMaxCents = bands[tier] ?? null;
  }
  return next;
}

/**
 * Runs the engine again for a stored quiz response, with today's rules and catalogue (and any
 * adjustment): the products it picks are the only ones an email may put in front of her. Null
 * when the response is gone.
 */
export async function currentRecommendation(
  deps: Pick<AppDeps, 'dataSource' | 'catalog' | 'recommendationRules' | 'outcomes'>,
  quizResponseId: number,
  adjustment: ProfileAdjustment = {},
): Promise<CurrentRecommendation | null> {
  const row = await deps.dataSource.getRepository(QuizResponseEntity).findOne({ where: { id: quizResponseId }, select: { sessionId: true, kind: true, responses: true } });
  if (!row) return null;
  const [catalogue, published, answers] = await Promise.all([deps.catalog.current(), deps.recommendationRules.current(), deps.outcomes.current()]);
  const { rules } = published;
  const base = profileOf(row, rules);
  const bands: Record<string, number> = row.kind === 'preview' ? { budget: rules.budgetBands.preview.under_75, moderate: rules.budgetBands.preview['75_150'], premium: rules.budgetBands.preview['150_300'] } : rules.budgetBands.full;
  const profile = adjusted(base, adjustment, bands, catalogue.all);
  const result = recommend(profile, catalogue.all, evidenceFor(answers.tallies, profile, row.sessionId));
  return {
    sessionId: row.sessionId,
    skinType: profile.skinType,
    avoidHarshActives: profile.avoidHarshActives,
    avoidFragrance: profile.avoidFragrance,
    budgetTier: profile.budgetTier,
    budgetMaxCents: profile.budgetMaxCents,
    productCount: profile.productCount,
    picks: result.routine.picks.flatMap((pick) => {
      const product = catalogue.byId.get(pick.productId);
      return product ? [{ product, step: product.routineStep, reason: pick.reason }] : [];
    }),
  };
}
