import { isCommonPassword } from './common-passwords.js';
import { text } from './text.js';
import { staffRoles } from './staff-access.js';
import { emailSchema } from './users.js';
import { z } from './zod.js';

/**
 * `email` may be left out only by the owner of a shop set up before accounts, until she has
 * named and confirmed her address. `code`: a second-factor code (six digits) or a recovery code.
 */
export const repSignInInput = z
  .object({
    email: emailSchema.optional(),
    password: text('The password').min(1, 'Enter the password').max(200),
    code: text('The code').trim().max(40, 'The code is at most 40 characters').optional(),
  })
  .strict();
export type RepSignIn = z.output<typeof repSignInInput>;

/** The shortest password anyone may choose for the back-office. */
export const REP_PASSWORD_MIN_LENGTH = 12;

/** A password someone chooses (dashboard change, invitation, reset): long enough and not a common one. */
export const newPasswordSchema = text('The new password')
  .min(REP_PASSWORD_MIN_LENGTH, `The new password needs at least ${REP_PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'The new password can be at most 200 characters')
  .refine((password) => !isCommonPassword(password), 'This password is too common: choose one that is hard to guess');

export const repPasswordChangeInput = z
  .object({
    currentPassword: text('The current password').min(1, 'Enter the current password').max(200),
    newPassword: newPasswordSchema,
  })
  .strict()
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });
export type RepPasswordChange = z.infer<typeof repPasswordChangeInput>;

/** Who is signed in: nothing but `signedIn: false` for a stranger. */
export const repSessionOutput = z
  .object({
    signedIn: z.boolean(),
    account: z
      .object({
        email: text().nullable(),
        role: z.enum(staffRoles),
        staffMaySendNewsletters: z.boolean(),
        /** She signs in with a second factor; `secondFactorRequired`: the shop asks it of everyone. */
        secondFactor: z.boolean(),
        secondFactorRequired: z.boolean(),
        /** The owner of a shop set up before accounts, who has not confirmed her address yet. */
        needsEmail: z.boolean(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type RepSessionOutput = z.infer<typeof repSessionOutput>;

/** How long a representative stays signed in. */
export const REP_SESSION_HOURS = 12;
/**
 * The sign-in policy: failures count against the client address that made them (and a device
 * cookie's own), never against the account. Within the window, an address's first few failures
 * cost nothing, the next ones wait longer each time, and from the block threshold on that address
 * is refused even with the right password until its failures age out. A browser that signed in
 * to an account before carries a device cookie of that account: signing in to that account
 * again, it is judged by its own failures instead of its address's (to any other account it is a
 * stranger's). Failures against an account slow its sign-ins on every path.
 */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_FREE_FAILURES = 3;
export const SIGN_IN_BLOCK_FAILURES = 10;
/** Longest wait before an attempt is checked. */
export const SIGN_IN_MAX_DELAY_MS = 4000;
/** A new browser waits a little longer for every this many failures anywhere in the window (at most 3 s). */
export const SIGN_IN_GLOBAL_FAILURES_PER_STEP = 10;
export const SIGN_IN_GLOBAL_MAX_DELAY_MS = 3000;
/** How long a device cookie is trusted after the sign-in that set it. */
export const REP_DEVICE_DAYS = 180;

export const signInActivitySchema = z
  .object({
    /** Failed sign-ins since her previous successful one (or ever, before her first). */
    failedSinceLastVisit: z.number().int(),
    lastVisitAt: text().nullable(),
  })
  .strict();
export type SignInActivity = z.infer<typeof signInActivitySchema>;
