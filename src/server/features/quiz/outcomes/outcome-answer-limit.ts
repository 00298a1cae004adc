import { OUTCOME_ANSWERS_PER_MINUTE } from '../../../../shared/outcomes.js';
import { definePolicy } from '../../../core/request-policy.js';
import { AppError } from '../../../errors.js';
import { consumeRateLimit } from '../../../http/rate-limit.js';

/** Answers one address may record a minute, counted before the answer is written (PostgreSQL holds the counter). */
export const outcomeAnswerLimit = definePolicy(async ({ dataSource }, request) => {
  const result = await consumeRateLimit(dataSource, { bucket: 'outcome-answer', key: request.ip || 'unknown', limit: OUTCOME_ANSWERS_PER_MINUTE, windowSeconds: 60 });
  if (!result.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', `Too many answers from your connection. Please wait ${result.retryAfterSeconds} seconds and try again.`, undefined, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
});
