import { CODE_LOOKUPS_PER_MINUTE } from '../../../shared/loyalty.js';
import { definePolicy } from '../../core/request-policy.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit } from '../../http/rate-limit.js';

/**
 * Every request that names a loyalty code (or, by joining, reveals one) counts against the
 * client address, so codes cannot be guessed at speed. The counter lives in PostgreSQL.
 */
export const codeLookupLimit = definePolicy(async ({ dataSource }, request) => {
  const result = await consumeRateLimit(dataSource, {
    bucket: 'loyalty-code',
    key: request.ip || 'unknown',
    limit: CODE_LOOKUPS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!result.allowed) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many loyalty code requests from your connection. Please wait ${result.retryAfterSeconds} seconds and try again.`,
      undefined,
      { retryAfterSeconds: result.retryAfterSeconds },
    );
  }
});
