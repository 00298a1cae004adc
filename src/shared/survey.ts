import { text } from './text.js';
import { z } from './zod.js';

export const usageValues = ['daily', 'professional', 'special', 'travel'] as const;
export const challengeValues = ['time', 'results', 'complexity', 'products'] as const;
export const improvementValues = ['faster', 'longlasting', 'travel', 'premium'] as const;
export type SurveyUsage = (typeof usageValues)[number];
export type SurveyChallenge = (typeof challengeValues)[number];
export type SurveyImprovement = (typeof improvementValues)[number];

export interface SurveyQuestion {
  id: 'usage' | 'challenge' | 'improvement';
  question: string;
  options: Array<{ value: string; label: string }>;
}

/** SPEC §2 "Usage survey": three single-choice questions. */
export const surveyQuestions: SurveyQuestion[] = [
  {
    id: 'usage',
    question: 'When do you typically use your products?',
    options: [
      { value: 'daily', label: 'Every day, as part of my routine' },
      { value: 'professional', label: 'For work and professional settings' },
      { value: 'special', label: 'For special occasions' },
      { value: 'travel', label: 'When I travel' },
    ],
  },
  {
    id: 'challenge',
    question: "What's your biggest challenge with your current routine?",
    options: [
      { value: 'time', label: 'Finding the time' },
      { value: 'results', label: 'Not seeing results' },
      { value: 'complexity', label: 'Too many steps' },
      { value: 'products', label: 'Choosing the right products' },
    ],
  },
  {
    id: 'improvement',
    question: 'What would make your routine even better?',
    options: [
      { value: 'faster', label: 'Faster, simpler steps' },
      { value: 'longlasting', label: 'Longer-lasting results' },
      { value: 'travel', label: 'Travel-friendly sizes' },
      { value: 'premium', label: 'Premium, luxurious products' },
    ],
  },
];

/** An answer as the person read it ("Not seeing results"), for the back-office; an unknown code as it is. */
export function surveyAnswerLabel(id: SurveyQuestion['id'], value: string): string {
  return surveyQuestions.find((question) => question.id === id)?.options.find((option) => option.value === value)?.label ?? value;
}

/** The budget the improvement answer implies, in words. */
export const surveyBudgetLabels: Record<string, string> = { premium: 'Open to premium', basic: 'Everyday prices' };

export const SURVEY_STEP_DELAY_MS = 500;
export const SURVEY_REDIRECT_DELAY_MS = 2000;

const id = (name: string) =>
  z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(1, `${name} must be positive`).max(2_147_483_647);

export const SURVEY_LINK_INVALID = 'This survey link is not valid. Please use the link from your survey email.';

/** The person's part of a survey link: the unguessable token from their survey email. */
export const surveyTokenSchema = text('The survey link', { error: SURVEY_LINK_INVALID }).uuid({ error: SURVEY_LINK_INVALID });

/**
 * POST /api/usage-quiz/submit: the SPEC §7 payload, except that the person is named by the token
 * of their survey link instead of their user id (ids are sequential; anyone could answer for anyone).
 */
export const surveySubmitInput = z
  .object({
    surveyToken: surveyTokenSchema,
    productId: id('productId'),
    usageType: z.enum(usageValues),
    concerns: z.array(z.enum(challengeValues)).min(1).max(challengeValues.length),
    budget: z.enum(['premium', 'basic']),
    responses: z
      .object({ usage: z.enum(usageValues), challenge: z.enum(challengeValues), improvement: z.enum(improvementValues) })
      .strict(),
  })
  .strict()
  .superRefine((input, ctx) => {
    // The summary fields are derived from the answers; reject payloads where they disagree.
    if (input.usageType !== input.responses.usage) {
      ctx.addIssue({ code: 'custom', path: ['usageType'], message: 'must equal responses.usage' });
    }
    if (!input.concerns.includes(input.responses.challenge)) {
      ctx.addIssue({ code: 'custom', path: ['concerns'], message: 'must include responses.challenge' });
    }
    const expectedBudget = input.responses.improvement === 'premium' ? 'premium' : 'basic';
    if (input.budget !== expectedBudget) {
      ctx.addIssue({ code: 'custom', path: ['budget'], message: `must be '${expectedBudget}' for this improvement answer` });
    }
  });
export type SurveySubmitInput = z.infer<typeof surveySubmitInput>;

/**
 * What happens next, so the thank-you message is true: `queued` (a recommendation follows after
 * the store's delay, within 24 hours), `already-sent` (an earlier answer's recommendation went
 * out), `unconfirmed` (the address was never confirmed: nothing is sent).
 */
export const surveyRecommendationStates = ['queued', 'already-sent', 'unconfirmed'] as const;

/** The thank-you for each: true in every case (SPEC §8's words where a recommendation follows). */
export const SURVEY_THANKS: Record<(typeof surveyRecommendationStates)[number], string> = {
  queued: "Based on your answers, I'll send you a personalized recommendation within 24 hours.",
  'already-sent': 'Thank you: your answers are updated. Your personalized recommendation was already sent to your inbox.',
  unconfirmed:
    "Thank you: your answers are saved. Your email address isn't confirmed yet, so no recommendation can be emailed: confirm it with the link in your results email, then answer again.",
};

export const surveySubmitOutput = z.object({ success: z.literal(true), surveyResponseId: z.number().int(), recommendation: z.enum(surveyRecommendationStates) });

/** Builds the SPEC payload from the three answers. */
export function buildSurveyPayload(
  surveyToken: string,
  productId: number,
  answers: { usage: (typeof usageValues)[number]; challenge: (typeof challengeValues)[number]; improvement: (typeof improvementValues)[number] },
): SurveySubmitInput {
  return {
    surveyToken,
    productId,
    usageType: answers.usage,
    concerns: [answers.challenge],
    budget: answers.improvement === 'premium' ? 'premium' : 'basic',
    responses: answers,
  };
}

/** GET /api/usage-quiz/{surveyToken}/{productId}: is this survey link good, and about which product. */
export const surveyLinkInput = z
  .object({ surveyToken: surveyTokenSchema, productId: z.coerce.number({ error: SURVEY_LINK_INVALID }).int(SURVEY_LINK_INVALID).min(1, SURVEY_LINK_INVALID).max(2_147_483_647, SURVEY_LINK_INVALID) })
  .strict();
export const surveyLinkOutput = z.object({ productName: text() }).strict();
