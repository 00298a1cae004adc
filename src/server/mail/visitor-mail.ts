import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../core/app-deps.js';
import { definePolicy } from '../core/request-policy.js';
import { AppError } from '../errors.js';
import { consumeRateLimit } from '../http/rate-limit.js';
import { type EmailRequest, enqueueEmail } from './enqueue-email.js';
import type { EmailTemplate } from './email-template.js';

const HOUR_SECONDS = 3600;

/**
 * Requests that make the site email an address a visitor typed (quiz results with their
 * confirmation, loyalty join, loyalty code) count against the caller's client address, every
 * one whether or not mail follows (so the answer says nothing about the address typed). Past
 * MAIL_PER_CLIENT_HOUR, 429: the refusal is about the caller, never about the address.
 */
export const visitorMailLimit = definePolicy(async ({ dataSource, env }, request) => {
  const result = await consumeRateLimit(dataSource, { bucket: 'visitor-mail', key: request.ip || 'unknown', limit: env.MAIL_PER_CLIENT_HOUR, windowSeconds: HOUR_SECONDS });
  if (result.allowed) return;
  const minutes = Math.ceil(result.retryAfterSeconds / 60);
  throw new AppError('TOO_MANY_REQUESTS', `Too many emails requested from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    retryAfterSeconds: result.retryAfterSeconds,
  });
});

/**
 * enqueueEmail for mail a visitor's request causes, under the hourly cap of all of them
 * together (MAIL_VISITOR_HOUR_CAP): the counter is taken first, in one statement, and past the
 * cap the message is not queued. The caller answers as if it were, so no address can tell.
 * The first refusal of an hour is logged as a warning.
 */
export async function enqueueVisitorEmail<Payload>(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  manager: EntityManager,
  template: EmailTemplate<Payload>,
  request: EmailRequest<Payload>,
): Promise<boolean> {
  const cap = deps.env.MAIL_VISITOR_HOUR_CAP;
  const result = await consumeRateLimit(manager, { bucket: 'visitor-mail-all', key: 'all', limit: cap, windowSeconds: HOUR_SECONDS });
  if (result.allowed) return enqueueEmail(manager, template, request);
  if (result.count === cap + 1) {
    deps.logger?.warn({ template: template.name, cap, minutesLeft: Math.ceil(result.retryAfterSeconds / 60) }, 'visitor email cap reached: confirmation, join and code emails are not sent until the hour ends');
  }
  return false;
}
