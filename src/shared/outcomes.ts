import { text } from './text.js';
import { z } from './zod.js';

/**
 * "Is <product> working for you?": the three answers an email offers, each a signed link to
 * `/outcome/{token}?answer=…` where one tap records it (nothing is recorded when the link opens).
 */
export const outcomeAnswers = ['works', 'early', 'not_for_me'] as const;
export type OutcomeAnswer = (typeof outcomeAnswers)[number];

export const outcomeAnswerLabels: Record<OutcomeAnswer, string> = {
  works: 'It works for me',
  early: 'Too early to say',
  not_for_me: 'Not for me',
};

/**
 * Offered beside the three answers to people who were recommended the product but have no store
 * order of it: tapping it records nothing (only people who used a product should rate it).
 */
export const OUTCOME_NOT_TRIED = 'not_tried';
export const outcomeChoices = [...outcomeAnswers, OUTCOME_NOT_TRIED] as const;
export type OutcomeChoice = (typeof outcomeChoices)[number];

export const outcomeChoiceLabels: Record<OutcomeChoice, string> = { ...outcomeAnswerLabels, not_tried: "Haven't tried it yet" };

const LINK_BROKEN = 'This link is incomplete or was changed. Open it again from your email.';
/** `<person id>.<product id>.<signature>`: the signature makes it unguessable. */
const outcomeTokenSchema = text('The link', { error: LINK_BROKEN }).regex(/^[0-9]{1,10}\.[0-9]{1,10}\.[A-Za-z0-9_-]{32}$/, { error: LINK_BROKEN });
const answerSchema = z.enum(outcomeAnswers, { error: `Choose one of the answers: ${outcomeAnswers.join(', ')}` });
const choiceSchema = z.enum(outcomeChoices, { error: `Choose one of the answers: ${outcomeChoices.join(', ')}` });

export const outcomeLinkInputSchema = z.object({ token: outcomeTokenSchema }).strict();
/** `not_tried` is accepted and records nothing. */
export const outcomeInputSchema = z.object({ token: outcomeTokenSchema, answer: choiceSchema }).strict();

/**
 * What the outcome page shows: the product asked about, the answer on file (null: none yet), and
 * whether "Haven't tried it yet" is offered (she has no store order of the product).
 */
export const outcomeViewSchema = z
  .object({
    productName: text(),
    answer: answerSchema.nullable(),
    offersNotTried: z.boolean(),
  })
  .strict();
export type OutcomeView = z.infer<typeof outcomeViewSchema>;

/**
 * Answers one address may record in a minute: 30 guests on one Wi-Fi, each answering and changing
 * her mind twice, are all served; a script sending thousands is stopped.
 */
export const OUTCOME_ANSWERS_PER_MINUTE = 120;
