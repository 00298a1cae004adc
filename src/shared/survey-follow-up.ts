import { challengeValues, improvementValues, usageValues } from './survey.js';
import { text } from './text.js';
import { z } from './zod.js';

/**
 * What a usage survey's answer leads to: a personal recommendation email after the store's
 * delay (`queued`, then `sent`), or none, because the address was never confirmed.
 */
export const surveyFollowUpStates = ['queued', 'sending', 'sent', 'failed', 'not-sent-unconfirmed'] as const;
export type SurveyFollowUpState = (typeof surveyFollowUpStates)[number];

export const MAX_PERSONAL_LINE_LENGTH = 500;
export const SURVEY_FOLLOW_UP_CHANGED_SINCE_OPENED = 'This follow-up changed since you opened it. Reload to see the new version before saving.';
export const SURVEY_FOLLOW_UP_NOT_WAITING = 'This recommendation is no longer waiting (it is being sent or was sent), so it cannot be changed.';

/** One survey answer and its recommendation, as the representative sees it. */
export const surveyFollowUpSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    firstName: text(),
    email: text(),
    productName: text(),
    answers: z.object({ usage: z.enum(usageValues), challenge: z.enum(challengeValues), improvement: z.enum(improvementValues) }).strict(),
    state: z.enum(surveyFollowUpStates),
    /** When it goes (or went) out; null when nothing is sent. */
    sendAt: text().nullable(),
    personalLine: text().nullable(),
    answeredAt: text(),
  })
  .strict();
export type SurveyFollowUp = z.output<typeof surveyFollowUpSchema>;

export const surveyFollowUpListSchema = z.object({ followUps: z.array(surveyFollowUpSchema) }).strict();

/** PATCH /api/admin/survey-follow-ups/{id}: a line from the representative, added while the email waits (null: none). */
export const updateSurveyFollowUpInputSchema = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    version: z.number({ error: 'version must be the version you opened' }).int('version must be the version you opened').min(1).max(2_147_483_647),
    personalLine: text('The personal line', { error: 'The personal line must be text' })
      .trim()
      .min(1, 'Leave the personal line empty or write something')
      .max(MAX_PERSONAL_LINE_LENGTH, `The personal line is at most ${MAX_PERSONAL_LINE_LENGTH} characters`)
      .nullable(),
  })
  .strict();
export type UpdateSurveyFollowUpInput = z.output<typeof updateSurveyFollowUpInputSchema>;

/** GET /api/admin/survey-follow-ups?userId=: every answer, or one person's. */
export const listSurveyFollowUpsInputSchema = z
  .object({ userId: z.number({ error: 'userId must be a person id' }).int('userId must be a person id').min(1).max(2_147_483_647).optional() })
  .strict();
