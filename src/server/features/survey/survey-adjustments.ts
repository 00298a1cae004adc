import type { challengeValues, improvementValues, usageValues } from '../../../shared/survey.js';
import type { ProfileAdjustment } from '../quiz/api.js';

export interface SurveyAnswers {
  usage: (typeof usageValues)[number];
  challenge: (typeof challengeValues)[number];
  improvement: (typeof improvementValues)[number];
}

/**
 * How the survey's answers change what the engine picks, from the routine she has now
 * (`currentCount` planned products, the sunscreen aside): too little time or too many steps → one product fewer (never
 * under 2); no results → the surveyed product is left out, so the engine picks another for
 * the same step and concern; "premium products" (the survey's budget answer) → one budget tier
 * up; any other answer keeps her quiz budget.
 */
export function adjustmentFor(answers: SurveyAnswers, surveyedProductId: number, currentCount: number): ProfileAdjustment {
  const fewerSteps = answers.challenge === 'time' || answers.challenge === 'complexity' || answers.improvement === 'faster';
  return {
    ...(fewerSteps ? { maxProducts: Math.max(2, currentCount - 1) } : {}),
    ...(answers.challenge === 'results' ? { excludeProductIds: [surveyedProductId] } : {}),
    ...(answers.improvement === 'premium' ? { budgetTierUp: true } : {}),
  };
}

/** A sentence on each answer: what the recommendation does about it (`shorter`: the adjusted routine has fewer products; `replaced`: the surveyed product gave way to another). */
export function adviceFor(answers: SurveyAnswers, productName: string, { shorter, replaced }: { shorter: boolean; replaced: boolean }): string[] {
  const advice: string[] = [];
  const fewer = shorter ? 'so your routine below has fewer steps' : 'and your routine is already as short as it can be: two steps and a sunscreen';
  if (answers.challenge === 'time') advice.push(`You said finding the time is hard, ${fewer}.`);
  if (answers.challenge === 'complexity') advice.push(`You said there are too many steps, ${fewer}.`);
  if (answers.challenge === 'results' && replaced)
    advice.push(`You are not seeing results with your ${productName} yet, so we picked another product for the same concern. Give it 4-6 weeks of daily use.`);
  if (answers.challenge === 'results' && !replaced)
    advice.push(`You are not seeing results with your ${productName} yet. Nothing else in the shop suits you better for it right now: give it 4-6 weeks of daily use.`);
  if (answers.challenge === 'products') advice.push('You said choosing products is the hard part: these are the ones that fit your answers best, in the order to use them.');
  if (answers.improvement === 'faster' && answers.challenge !== 'time' && answers.challenge !== 'complexity') advice.push(`You asked for faster steps, ${fewer}.`);
  if (answers.improvement === 'longlasting') advice.push('For longer-lasting results, use each product every day for at least 4-6 weeks before judging it.');
  if (answers.improvement === 'travel') advice.push('For travel, decant your routine into small bottles: it keeps the same products, and the same results, on the road.');
  if (answers.improvement === 'premium') advice.push('You asked for premium products, so these come from the next budget band up.');
  if (answers.usage === 'special') advice.push('Skincare works best daily: a simple everyday routine makes special-occasion make-up sit better too.');
  return advice;
}
