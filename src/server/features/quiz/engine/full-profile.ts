import type { BudgetTier, RoutineStep, SkinTypeValue } from '../../../../shared/catalog.js';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';
import { builtInRules } from './built-in-rules.js';
import type { VisitorProfile } from './engine-types.js';
import { applicablePreferences, rankConcerns, requiredSteps, stepPlan, sumWeights } from './profile-labels.js';

type Answer<K extends keyof FullQuizAnswers> = FullQuizAnswers[K];

const budgetTiers: Record<Answer<'question_8'>, BudgetTier> = { budget: 'budget', moderate: 'moderate', premium: 'premium', luxury: 'luxury' };

const routineLengths: Record<Answer<'question_7'>, string> = {
  rushed: '5-minute express routine',
  balanced: '10-minute balanced routine',
  luxurious: '10-15 minute self-care ritual',
  inconsistent: 'Flexible 3-step routine',
};

/** Q4 sets how many products; beginners and overwhelmed visitors get fewer. */
const experienceCounts: Record<Answer<'question_4'>, number> = { beginner: 3, overwhelmed: 2, intermediate: 4, advanced: 5 };

const contextSteps: Record<Answer<'question_5'>, RoutineStep> = { work: 'spf', social: 'eye', daily: 'spf', special: 'mask' };

const paceNotes: Partial<Record<Answer<'question_4'> | Answer<'question_7'>, string>> = {
  beginner: 'simple to use while you are getting started',
  overwhelmed: 'simple and fuss-free, so there is nothing to second-guess',
  rushed: 'quick enough for your rushed mornings',
  inconsistent: 'easy to keep up even when every day looks different',
  luxurious: 'a treat for your slow morning ritual',
};

function skinTypeFor(answers: FullQuizAnswers): SkinTypeValue {
  switch (answers.question_6) {
    case 'sensitive':
      return 'sensitive';
    case 'acne_prone':
      return answers.question_1 === 'clear' ? 'oily' : 'combination';
    case 'mature':
      return 'dry';
    default:
      if (answers.question_1 === 'clear') return 'oily';
      if (answers.question_1 === 'glow') return 'dry';
      if (answers.question_1 === 'aging') return 'normal';
      return 'combination';
  }
}

function productCountFor(answers: FullQuizAnswers): number {
  const base = experienceCounts[answers.question_4];
  if (answers.question_7 === 'rushed' || answers.question_7 === 'inconsistent') return Math.min(base, 3);
  const roomForMore = answers.question_4 === 'intermediate' || answers.question_4 === 'advanced';
  if (answers.question_7 === 'luxurious' && roomForMore) return base + 1;
  return base;
}

/** The 8 answers of the full quiz as an engine profile, under the given rules. */
export function profileFromFullAnswers(answers: FullQuizAnswers, rules: RecommendationRules = builtInRules): VisitorProfile {
  const weights = rules.concernWeights;
  const concernWeights = sumWeights(weights.goal[answers.question_1] ?? {}, weights.milestone[answers.question_3] ?? {}, weights.skin[answers.question_6] ?? {});
  const primary = rankConcerns(concernWeights)[0];
  const skinType = skinTypeFor(answers);
  const sensitive = answers.question_6 === 'sensitive';
  const acneProne = answers.question_6 === 'acne_prone';
  const gentleStart = answers.question_4 === 'beginner' || answers.question_4 === 'overwhelmed';
  const budgetTier = budgetTiers[answers.question_8];
  return {
    source: 'full',
    skinType,
    concernWeights,
    budgetTier,
    budgetMaxCents: budgetTier === 'luxury' ? null : rules.budgetBands.full[budgetTier],
    productCount: productCountFor(answers),
    routineLength: routineLengths[answers.question_7],
    avoidFragrance: sensitive,
    avoidHarshActives: sensitive || gentleStart,
    needsNonComedogenic: acneProne,
    stepPriority: stepPlan(rules, contextSteps[answers.question_5], ...(primary ? [rules.concernSteps[primary]] : [])),
    requiredSteps: requiredSteps(answers.question_1 === 'aging', budgetTier),
    ...applicablePreferences(rules, primary, skinType),
    notes: {
      safety: sensitive
        ? 'fragrance-free and gentle on your sensitive skin'
        : acneProne
          ? "non-comedogenic, so it won't clog your breakout-prone pores"
          : undefined,
      pace: paceNotes[answers.question_4] ?? paceNotes[answers.question_7],
    },
  };
}
