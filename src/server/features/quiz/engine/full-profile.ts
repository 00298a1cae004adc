import type { BudgetTier, RoutineStep, SkinTypeValue } from '../../../../shared/catalog.js';
import type { FullQuizAnswers } from '../../../../shared/quiz.js';
import type { ConcernWeights, VisitorProfile } from './engine-types.js';
import { concernSteps, rankConcerns, stepPlan, sumWeights } from './profile-labels.js';

type Answer<K extends keyof FullQuizAnswers> = FullQuizAnswers[K];

const goalWeights: Record<Answer<'question_1'>, ConcernWeights> = {
  confidence: { texture: 2, dark_spots: 2, acne: 1 },
  glow: { dullness: 3, dryness: 2 },
  aging: { aging: 3, dullness: 1 },
  clear: { acne: 3, oiliness: 2 },
};

const milestoneWeights: Record<Answer<'question_3'>, ConcernWeights> = {
  compliments: { dullness: 2 },
  makeup_less: { dark_spots: 2, texture: 1 },
  texture: { texture: 2 },
  photos: { dark_spots: 1, dullness: 1, aging: 1 },
};

const safetyWeights: Record<Answer<'question_6'>, ConcernWeights> = {
  sensitive: { sensitivity: 4 },
  acne_prone: { acne: 3, oiliness: 1 },
  mature: { aging: 3, dryness: 1 },
  none: {},
};

/** Q8: the spec's monthly bands, as the most the routine may cost in total. */
const budgetBands: Record<Answer<'question_8'>, { tier: BudgetTier; maxCents: number | null }> = {
  budget: { tier: 'budget', maxCents: 7_500 },
  moderate: { tier: 'moderate', maxCents: 15_000 },
  premium: { tier: 'premium', maxCents: 25_000 },
  luxury: { tier: 'luxury', maxCents: null },
};

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

/** The 8 answers of the full quiz as an engine profile. */
export function profileFromFullAnswers(answers: FullQuizAnswers): VisitorProfile {
  const concernWeights = sumWeights(goalWeights[answers.question_1], milestoneWeights[answers.question_3], safetyWeights[answers.question_6]);
  const primary = rankConcerns(concernWeights)[0];
  const sensitive = answers.question_6 === 'sensitive';
  const acneProne = answers.question_6 === 'acne_prone';
  const gentleStart = answers.question_4 === 'beginner' || answers.question_4 === 'overwhelmed';
  const band = budgetBands[answers.question_8];
  return {
    source: 'full',
    skinType: skinTypeFor(answers),
    concernWeights,
    budgetTier: band.tier,
    budgetMaxCents: band.maxCents,
    productCount: productCountFor(answers),
    routineLength: routineLengths[answers.question_7],
    avoidFragrance: sensitive,
    avoidHarshActives: sensitive || gentleStart,
    needsNonComedogenic: acneProne,
    stepPriority: stepPlan(contextSteps[answers.question_5], ...(primary ? [concernSteps[primary]] : [])),
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
