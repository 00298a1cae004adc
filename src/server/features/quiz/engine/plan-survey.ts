import { type FullQuizAnswers, fullQuizQuestions, type PreviewQuizAnswers, previewQuizQuestions } from '../../../../shared/quiz.js';
import type { EngineProduct, RecommendationResult, VisitorProfile } from './engine-types.js';
import { profileFromFullAnswers } from './full-profile.js';
import { profileFromPreviewAnswers } from './preview-profile.js';
import { rankConcerns } from './profile-labels.js';
import { recommend } from './recommend.js';

type Answers = Record<string, string>;

interface Question {
  id: string;
  question: string;
  options: readonly { value: string }[];
}

/** Every combination of the given questions' options, with the fixed answers added to each. */
function combinations(questions: readonly Question[], fixed: Answers): Answers[] {
  let all: Answers[] = [{ ...fixed }];
  for (const question of questions) {
    all = all.flatMap((answers) => question.options.map((option) => ({ ...answers, [question.id]: option.value })));
  }
  return all;
}

/** A quiz as the survey walks it: the questions the engine reads and how to turn answers into a profile. */
export interface AnswerSpace {
  name: string;
  questions: readonly Question[];
  answers: Answers[];
  profileOf: (answers: Answers) => VisitorProfile;
}

/** Q2 (how sure the visitor is about products so far) shapes the quiz's tone only; it is held at one answer. */
const ENGINE_IGNORES = 'question_2';

export function fullAnswerSpace(): AnswerSpace {
  const questions = fullQuizQuestions.filter((question) => question.id !== ENGINE_IGNORES);
  return {
    name: 'Full quiz',
    questions,
    answers: combinations(questions, { [ENGINE_IGNORES]: 'neutral' }),
    profileOf: (answers) => profileFromFullAnswers(answers as FullQuizAnswers),
  };
}

export function previewAnswerSpace(): AnswerSpace {
  return {
    name: 'Preview quiz',
    questions: previewQuizQuestions,
    answers: combinations(previewQuizQuestions, {}),
    profileOf: (answers) => profileFromPreviewAnswers(answers as PreviewQuizAnswers),
  };
}

export interface Recommendation {
  answers: Answers;
  profile: VisitorProfile;
  result: RecommendationResult;
  picks: EngineProduct[];
  /** The picked products' ids, sorted: two results with the same plan sell the same products. */
  plan: string;
}

export function recommendAll(space: AnswerSpace, catalogue: readonly EngineProduct[]): Recommendation[] {
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  return space.answers.map((answers) => {
    const profile = space.profileOf(answers);
    const result = recommend(profile, catalogue);
    const plan = result.routine.picks
      .map((pick) => pick.productId)
      .sort((a, b) => a - b)
      .join(',');
    const picks = result.routine.picks.flatMap((pick) => byId.get(pick.productId) ?? []);
    return { answers, profile, result, picks, plan };
  });
}

export interface PlanSurvey {
  combinations: number;
  distinctPlans: number;
  /** Results whose routine left a step out for want of a suitable product. */
  withLeftOutStep: number;
  /** Results where at least one pick targets the visitor's primary concern. */
  primaryTargeted: number;
  /** Of all picks, those in the visitor's own budget tier (a premium visitor's premium products). */
  chosenTierPicks: number;
  picks: number;
  /** Per question: of the answer pairs that differ in that question only, the share whose plans differ (%). */
  changedBy: { question: string; percent: number }[];
}

/** How varied and how complete the engine's plans are over a quiz's whole answer space. */
export function surveyPlans(space: AnswerSpace, recommendations: Recommendation[]): PlanSurvey {
  const planOf = new Map<string, string>();
  const keyOf = (answers: Answers) => space.questions.map((question) => answers[question.id]).join('|');
  for (const entry of recommendations) planOf.set(keyOf(entry.answers), entry.plan);
  const changedBy = space.questions.map((question) => {
    let pairs = 0;
    let changed = 0;
    for (const entry of recommendations) {
      for (const option of question.options) {
        // Each unordered pair once.
        if (option.value <= entry.answers[question.id]!) continue;
        pairs += 1;
        if (planOf.get(keyOf({ ...entry.answers, [question.id]: option.value })) !== entry.plan) changed += 1;
      }
    }
    return { question: question.question, percent: Math.round((1000 * changed) / pairs) / 10 };
  });
  return {
    combinations: recommendations.length,
    distinctPlans: new Set(recommendations.map((entry) => entry.plan)).size,
    withLeftOutStep: recommendations.filter((entry) => entry.result.routine.leftOutSteps.length > 0).length,
    primaryTargeted: recommendations.filter(({ profile, picks }) => {
      const primary = rankConcerns(profile.concernWeights)[0];
      return primary !== undefined && picks.some((pick) => pick.concerns.includes(primary));
    }).length,
    chosenTierPicks: recommendations.reduce((sum, { profile, picks }) => sum + picks.filter((pick) => pick.budgetTier === profile.budgetTier).length, 0),
    picks: recommendations.reduce((sum, { picks }) => sum + picks.length, 0),
    changedBy,
  };
}
