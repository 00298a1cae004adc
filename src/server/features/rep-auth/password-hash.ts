import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { BoundedWork } from '../../core/bounded-work.js';
import { AppError } from '../../errors.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 64;

/**
 * Password checks that may run at once in this process. scrypt runs on libuv's thread pool
 * (4 threads), which file reads share: a flood of checks would starve images and pages.
 */
export const PASSWORD_CHECKS_AT_ONCE = 2;
const BUSY_RETRY_SECONDS = 2;

const busy = () =>
  new AppError('TOO_MANY_REQUESTS', `Too many sign-ins are being checked right now. Please try again in ${BUSY_RETRY_SECONDS} seconds.`, undefined, {
    retryAfterSeconds: BUSY_RETRY_SECONDS,
  });

/** Sign-in password checks: a few at a time, the excess refused at once with 429. */
export const passwordChecks = new BoundedWork(PASSWORD_CHECKS_AT_ONCE, busy);
/**
 * One more check at a time for browsers she signed in from before (judged by their own
 * failures, so no flood fills it): a flood from elsewhere never keeps her out.
 */
export const trustedDeviceChecks = new BoundedWork(1, busy);

/**
 * Sign-ins being admitted at once (each holds a database connection while it counts and records
 * its attempt): a flood keeps to these few and leaves the connection pool to the shop. A browser
 * with a device cookie of the account it signs in to has a lane of its own, so a flood from
 * elsewhere does not fill hers (another account's cookie gets the common lane).
 */
export const signInAdmissions = new BoundedWork(6, busy);
export const deviceSignInAdmissions = new BoundedWork(2, busy);

/** `scrypt$<salt hex>$<hash hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password a person can type: 4 groups of 4 from an unambiguous alphabet (~80 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
