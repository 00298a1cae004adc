import { text } from './text.js';
import { z } from './zod.js';
import { humanCheckSchema } from './human-check.js';
import { sessionIdSchema } from './quiz-api.js';

/** SPEC §5 messages. Emails are stored trimmed and lower-case, so one address is one user. */
export const emailSchema = text('Email', { error: 'Please enter a valid email address' })
  .trim()
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const firstNameSchema = text('First name', { error: 'First name is required' })
  .trim()
  .min(1, { error: 'First name is required' })
  .max(80, { error: 'First name can be at most 80 characters' });

/** The email capture form of the full quiz. */
export const emailCaptureFormSchema = z
  .object({
    email: emailSchema,
    firstName: firstNameSchema,
    consent: z.boolean(),
    wantsCyclingGuide: z.boolean(),
  })
  .strict();
export type EmailCaptureForm = z.input<typeof emailCaptureFormSchema>;

/**
 * POST /api/users. The spec's payload has no consent; we accept it as an optional field so the
 * tips opt-in is kept. An omitted flag leaves a returning visitor's earlier choice unchanged.
 * `sessionId` is added to the spec's payload and required: quiz response ids are sequential,
 * so the id alone proves nothing; the session id (the browser's secret, the same one that opens
 * /results-premium/{sessionId}) proves the capture comes from the quiz's own browser.
 */
export const createUserInputSchema = z
  .object({
    email: emailSchema,
    firstName: firstNameSchema,
    wantsCyclingGuide: z.boolean().optional(),
    consent: z.boolean().optional(),
    quizResponseId: z.number().int().min(1).max(2_147_483_647),
    sessionId: sessionIdSchema,
    altcha: humanCheckSchema.optional(),
  })
  .strict();
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

/**
 * What POST /api/users answers: the details as received (normalised), the same for an address
 * seen before and a new one, so the answer tells nobody whether someone took the quiz. What
 * happens next arrives by email: the results (with a confirmation link) for a new address, a
 * "confirm this change" link for a known one.
 */
export const userSchema = z
  .object({
    email: text(),
    firstName: text(),
    wantsCyclingGuide: z.boolean(),
    quizResponseId: z.number().int(),
  })
  .strict();

export const createUserOutputSchema = z.object({ user: userSchema }).strict();
export type CreateUserOutput = z.infer<typeof createUserOutputSchema>;

/**
 * The email capture, loyalty join and "send my code" answer no sooner than this: the work behind
 * them differs for known and unknown addresses, and the time to answer must not tell which.
 */
export const ADDRESS_ANSWER_FLOOR_MS = 25;

/** A confirmation link is valid this long. */
export const CONFIRMATION_TTL_HOURS = 48;
/** One address gets at most one confirmation email in this many minutes, however often it is typed in. */
export const CONFIRMATION_INTERVAL_MINUTES = 10;

/** The token of a confirmation link: an id and its signature. */
export const confirmationTokenSchema = text('The confirmation link', { error: 'The confirmation link is incomplete. Open it again from your email.' })
  .regex(/^[0-9]{1,10}\.[A-Za-z0-9_-]{32}$/, { error: 'The confirmation link is incomplete. Open it again from your email.' });

export const confirmEmailInputSchema = z.object({ token: confirmationTokenSchema }).strict();

export const confirmEmailOutputSchema = z
  .object({
    confirmed: z.literal(true),
    firstName: text(),
    /** The results page of the quiz the confirmation came with, when there was one. */
    resultsPath: text().nullable(),
    /** Whether the person is subscribed to tips now. */
    subscribed: z.boolean(),
  })
  .strict();
export type ConfirmEmailOutput = z.infer<typeof confirmEmailOutputSchema>;
