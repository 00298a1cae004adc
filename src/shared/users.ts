import { z } from './zod.js';

/** SPEC §5 messages. Emails are stored trimmed and lower-case, so one address is one user. */
export const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, { error: 'Please enter a valid email address' })
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const firstNameSchema = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, { error: 'First name is required' })
  .max(80, { error: 'First name can be at most 80 characters' })
  // PostgreSQL text cannot store NUL: refuse it here instead of failing at the insert.
  .regex(/^[^\u0000]*$/, { error: 'First name contains a character that is not allowed' });

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
 */
export const createUserInputSchema = z
  .object({
    email: emailSchema,
    firstName: firstNameSchema,
    wantsCyclingGuide: z.boolean().optional(),
    consent: z.boolean().optional(),
    quizResponseId: z.number().int().min(1).max(2_147_483_647),
  })
  .strict();
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    wantsCyclingGuide: z.boolean(),
    consent: z.boolean(),
    quizResponseId: z.number().int().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .strict();
export type User = z.infer<typeof userSchema>;

/**
 * The visitor is enrolled in the loyalty programme with the same email. The code is given only
 * to a new member: anyone can type someone else's email, and the code is the key to points.
 */
export const emailCaptureLoyaltySchema = z
  .object({ loyaltyCode: z.string().nullable(), alreadyMember: z.boolean() })
  .strict();
export type EmailCaptureLoyalty = z.infer<typeof emailCaptureLoyaltySchema>;

export const createUserOutputSchema = z.object({ user: userSchema, loyalty: emailCaptureLoyaltySchema }).strict();
export type CreateUserOutput = z.infer<typeof createUserOutputSchema>;
