import type { BudgetTier, RoutineStep, SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import type { ConcernWeights, RequiredStep, VisitorProfile } from './engine-types.js';

export const concernLabels: Record<SkinConcern, string> = {
  aging: 'Fine lines & firmness',
  acne: 'Breakouts & blemishes',
  dark_spots: 'Dark spots & uneven tone',
  dryness: 'Hydration & dryness',
  sensitivity: 'Redness & sensitivity',
  oiliness: 'Excess oil & shine',
  dullness: 'Dullness & radiance',
  texture: 'Uneven texture',
};

export const routineNames: Record<SkinConcern, string> = {
  aging: 'Age-Defying Routine',
  acne: 'Clear Skin Routine',
  dark_spots: 'Even Tone Routine',
  dryness: 'Deep Hydration Routine',
  sensitivity: 'Calm & Gentle Routine',
  oiliness: 'Shine Control Routine',
  dullness: 'Radiance Boost Routine',
  texture: 'Smooth Skin Routine',
};

export const skinTypeLabels: Record<SkinTypeValue, string> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

export const tierLabels: Record<BudgetTier, string> = {
  budget: 'Smart essentials',
  moderate: 'Quality routine',
  premium: 'Premium routine',
  luxury: 'Luxury ritual',
};

export const tierRank: Record<BudgetTier, number> = { budget: 0, moderate: 1, premium: 2, luxury: 3 };

/** The skincare steps a routine is built from, in the order they are applied. */
export const routineOrder: RoutineStep[] = ['cleanser', 'toner', 'serum', 'treatment', 'eye', 'moisturiser', 'spf', 'mask'];

/** Adds each answer's concern weights together. */
export function sumWeights(...parts: ConcernWeights[]): ConcernWeights {
  const total: ConcernWeights = {};
  for (const part of parts) {
    for (const [concern, weight] of Object.entries(part) as [SkinConcern, number][]) {
      total[concern] = (total[concern] ?? 0) + weight;
    }
  }
  return total;
}

/** Concerns by weight, heaviest first; ties keep a fixed order so results are deterministic. */
export function rankConcerns(weights: ConcernWeights): SkinConcern[] {
  const order = Object.keys(concernLabels) as SkinConcern[];
  return order
    .filter((concern) => (weights[concern] ?? 0) > 0)
    .sort((a, b) => (weights[b] ?? 0) - (weights[a] ?? 0) || order.indexOf(a) - order.indexOf(b));
}

/** Slot order: the essentials, then the steps the visitor's answers call for, then the rest. */
export function stepPlan(rules: RecommendationRules, ...extras: RoutineStep[]): RoutineStep[] {
  return [...new Set<RoutineStep>([...rules.essentialSteps, ...extras, ...rules.laterSteps])];
}

/**
 * What an adviser adds to any plan: a sunscreen always, and for an anti-aging goal above the
 * lowest budget a serum that targets fine lines (the lowest band keeps its essentials affordable).
 */
export function requiredSteps(antiAgingGoal: boolean, budgetTier: BudgetTier): RequiredStep[] {
  return [{ step: 'spf' }, ...(antiAgingGoal && budgetTier !== 'budget' ? [{ step: 'serum', concern: 'aging' } as const] : [])];
}

/** The representative's product preferences that apply to this visitor (primary concern and skin type). */
export function applicablePreferences(
  rules: RecommendationRules,
  primary: SkinConcern | undefined,
  skinType: SkinTypeValue,
): Pick<VisitorProfile, 'preferredProductIds' | 'excludedProductIds'> {
  const applies = rules.preferences.filter(
    (preference) => (preference.concern === null || preference.concern === primary) && (preference.skinType === null || preference.skinType === skinType),
  );
  return {
    preferredProductIds: new Set(applies.filter((preference) => preference.effect === 'prefer').map((preference) => preference.productId)),
    excludedProductIds: new Set(applies.filter((preference) => preference.effect === 'exclude').map((preference) => preference.productId)),
  };
}
