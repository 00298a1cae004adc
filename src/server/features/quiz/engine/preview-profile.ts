import type { BudgetTier, SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { PreviewQuizAnswers } from '../../../../shared/quiz.js';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import { builtInRules } from './built-in-rules.js';
import type { ConcernWeights, VisitorProfile } from './engine-types.js';
import { applicablePreferences, rankConcerns, requiredSteps, stepPlan, sumWeights } from './profile-labels.js';

type Answer<K extends keyof PreviewQuizAnswers> = PreviewQuizAnswers[K];

const concernOf: Record<Answer<'skinConcern'>, { main: SkinConcern; also: ConcernWeights; skinType: SkinTypeValue }> = {
  fine_lines: { main: 'aging', also: { dryness: 1 }, skinType: 'normal' },
  acne: { main: 'acne', also: { oiliness: 1 }, skinType: 'oily' },
  dark_spots: { main: 'dark_spots', also: { dullness: 1 }, skinType: 'combination' },
  dryness: { main: 'dryness', also: { dullness: 1 }, skinType: 'dry' },
  sensitive: { main: 'sensitivity', also: { dryness: 1 }, skinType: 'sensitive' },
  oily: { main: 'oiliness', also: { acne: 1 }, skinType: 'oily' },
};

const budgetTiers: Record<Answer<'budget'>, BudgetTier> = { under_75: 'budget', '75_150': 'moderate', '150_300': 'premium', over_300: 'luxury' };

const lifestyles: Record<Answer<'lifestyle'>, { count: number; length: string; pace?: string }> = {
  very_busy: { count: 3, length: '5-minute express routine', pace: 'quick enough for your busy days' },
  some_time: { count: 3, length: '10-minute balanced routine' },
  self_care: { count: 4, length: '10-15 minute self-care ritual', pace: 'a little moment of self-care' },
  long_routines: { count: 5, length: '20-minute spa-style ritual', pace: 'made for a long, relaxing ritual' },
};

/** The 4 preview answers as an engine profile, under the given rules: same engine, fewer signals. */
export function profileFromPreviewAnswers(answers: PreviewQuizAnswers, rules: RecommendationRules = builtInRules): VisitorProfile {
  const concern = concernOf[answers.skinConcern];
  // Wanting specific concerns addressed weighs the chosen concern more heavily.
  const mainWeight = answers.skinGoal === 'specific_concerns' ? 4 : 3;
  const concernWeights = sumWeights({ [concern.main]: mainWeight }, concern.also, rules.concernWeights.previewGoal[answers.skinGoal] ?? {});
  const primary = rankConcerns(concernWeights)[0];
  const lifestyle = lifestyles[answers.lifestyle];
  const sensitive = answers.skinConcern === 'sensitive';
  const breakoutProne = answers.skinConcern === 'acne' || answers.skinConcern === 'oily';
  const budgetTier = budgetTiers[answers.budget];
  return {
    source: 'preview',
    skinType: concern.skinType,
    concernWeights,
    budgetTier,
    budgetMaxCents: budgetTier === 'luxury' ? null : rules.budgetBands.preview[answers.budget as Exclude<Answer<'budget'>, 'over_300'>],
    productCount: answers.skinGoal === 'maintain' ? Math.max(2, lifestyle.count - 1) : lifestyle.count,
    routineLength: lifestyle.length,
    avoidFragrance: sensitive,
    avoidHarshActives: sensitive,
    needsNonComedogenic: breakoutProne,
    stepPriority: stepPlan(rules, rules.concernSteps[concern.main]),
    requiredSteps: requiredSteps(answers.skinConcern === 'fine_lines', budgetTier),
    ...applicablePreferences(rules, primary, concern.skinType),
    notes: {
      safety: sensitive
        ? 'fragrance-free and gentle on your sensitive skin'
        : breakoutProne
          ? "non-comedogenic, so it won't clog your pores"
          : undefined,
      pace: lifestyle.pace,
    },
  };
}
