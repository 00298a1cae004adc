import { isCommonPassword } from './common-passwords.js';
import { text } from './text.js';
import { z } from './zod.js';

export const repSignInInput = z.object({ password: text('The password').min(1, 'Enter the password').max(200) }).strict();

/** The shortest password the representative may choose in the dashboard. */
export const REP_PASSWORD_MIN_LENGTH = 12;

export const repPasswordChangeInput = z
  .object({
    currentPassword: text('The current password').min(1, 'Enter the current password').max(200),
    newPassword: text('The new password')
      .min(REP_PASSWORD_MIN_LENGTH, `The new password needs at least ${REP_PASSWORD_MIN_LENGTH} characters`)
      .max(200, 'The new password can be at most 200 characters')
      .refine((password) => !isCommonPassword(password), 'This password is too common: choose one that is hard to guess'),
  })
  .strict()
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });
export type RepPasswordChange = z.infer<typeof repPasswordChangeInput>;

export const repSessionOutput = z.object({ signedIn: z.boolean() });

/** How long a representative stays signed in. */
export const REP_SESSION_HOURS = 12;
/**
 * The sign-in policy: failures count against the client address that made them (and a device
 * cookie's own), never against the account. Within the window, an address's first few failures
 * cost nothing, the next ones wait longer each time, and from the block threshold on that address
 * is refused even with the right password until its failures age out. A browser that signed in
 * before carries a device cookie and is judged only by its own failures.
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
