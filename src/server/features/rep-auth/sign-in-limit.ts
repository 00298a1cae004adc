import { REP_SIGN_IN_LIMIT, REP_SIGN_IN_WINDOW_SECONDS } from '../../../shared/rep-auth.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit } from '../../http/rate-limit.js';

/** Slows down password guessing: a few attempts per client address per window. */
export async function guardSignInAttempts(deps: AppDeps, clientAddress: string): Promise<void> {
  const result = await consumeRateLimit(deps.dataSource, {
    bucket: 'rep-sign-in',
    key: clientAddress,
    limit: REP_SIGN_IN_LIMIT,
    windowSeconds: REP_SIGN_IN_WINDOW_SECONDS,
  });
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new AppError('TOO_MANY_REQUESTS', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}
