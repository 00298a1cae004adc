import { REP_SIGN_IN_LIMIT, REP_SIGN_IN_WINDOW_SECONDS } from '../../../shared/rep-auth.js';
import { definePolicy } from '../../core/request-policy.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit } from '../../http/rate-limit.js';

/** Slows down password guessing: a few attempts per client address per window. */
export const signInLimit = definePolicy(async ({ dataSource }, request) => {
  const result = await consumeRateLimit(dataSource, {
    bucket: 'rep-sign-in',
    key: request.ip,
    limit: REP_SIGN_IN_LIMIT,
    windowSeconds: REP_SIGN_IN_WINDOW_SECONDS,
  });
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new AppError('TOO_MANY_REQUESTS', `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
});
