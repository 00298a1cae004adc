import { text } from './text.js';

/**
 * The proof-of-work check a browser solves when many emails were asked for from its connection
 * (see src/server/mail/human-check.ts): the ALTCHA widget's payload, base64 of the challenge and
 * its solution (about 700 characters). Optional in every request that emails a typed address;
 * the server asks for it (428, field `altcha`) only past the per-address soft limit.
 */
export const humanCheckSchema = text('The browser check', { error: 'The browser check is not valid. Please try again.' })
  .min(1, 'The browser check is not valid. Please try again.')
  .max(4000, 'The browser check is not valid. Please try again.')
  .regex(/^[A-Za-z0-9+/=]+$/, 'The browser check is not valid. Please try again.');

/** Where the browser fetches a fresh challenge (GET, JSON). */
export const HUMAN_CHECK_CHALLENGE_PATH = '/api/challenge';
