import { z } from './zod.js';

export const repSignInInput = z.object({ password: z.string().min(1, 'Enter the password').max(200) }).strict();

export const repSessionOutput = z.object({ signedIn: z.boolean() });

/** How long a representative stays signed in. */
export const REP_SESSION_HOURS = 12;
/** Sign-in attempts allowed per client address per window. */
export const REP_SIGN_IN_LIMIT = 10;
export const REP_SIGN_IN_WINDOW_SECONDS = 15 * 60;
