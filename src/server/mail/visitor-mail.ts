import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../core/app-deps.js';
import { definePolicy } from '../core/request-policy.js';
import { AppError } from '../errors.js';
import { consumeRateLimit } from '../http/rate-limit.js';
import { type EmailRequest, enqueueEmail } from './enqueue-email.js';
import { type HumanCheckOutcome, redeemHumanCheck } from './human-check.js';
import type { EmailTemplate } from './email-template.js';

const HOUR_SECONDS = 3600;

const CHECK_NEEDED_MESSAGE = 'Many emails were asked for from your connection this hour, so your browser does a quick check (about a second) before we send yours.';
const CHECK_FAILED_MESSAGE: Record<Exclude<HumanCheckOutcome, 'passed'>, string> = {
  invalid: 'The browser check did not pass. Please run it again.',
  expired: 'The browser check has expired. Please run it again.',
  used: 'That browser check was already used. Please run it again.',
};

/** The solved check a request carries (field `altcha`); REST bodies are not parsed yet, so anything else is none. */
function humanCheckOf(input: unknown): string | undefined {
  if (!input || typeof input !== 'object' || !('altcha' in input)) return undefined;
  return typeof input.altcha === 'string' ? input.altcha : undefined;
}

/**
 * Requests that make the site email an address a visitor typed (quiz results with their
 * confirmation, loyalty join, loyalty code, newsletter, "your data") count against the caller's
 * client address, every one whether or not mail follows (so the answer says nothing about the
 * address typed). Past MAIL_PER_CLIENT_HOUR (a soft limit: guests at a party share one address)
 * nobody is refused: the answer is 428 CHALLENGE_REQUIRED (field `altcha`), and the same request
 * with a solved proof-of-work check is served. A check is spent before the request is served,
 * so a replayed one gets nothing mailed. The hourly cap of all visitors' mail stays (below).
 */
export const visitorMailLimit = definePolicy(async ({ dataSource, env }, request, input) => {
  const solved = humanCheckOf(input);
  if (solved !== undefined) {
    const outcome = await redeemHumanCheck(dataSource, env.APP_SECRET, solved);
    if (outcome === 'passed') return;
    throw new AppError('CHALLENGE_REQUIRED', CHECK_FAILED_MESSAGE[outcome], 'altcha');
  }
  const result = await consumeRateLimit(dataSource, { bucket: 'visitor-mail', key: request.ip || 'unknown', limit: env.MAIL_PER_CLIENT_HOUR, windowSeconds: HOUR_SECONDS });
  if (!result.allowed) throw new AppError('CHALLENGE_REQUIRED', CHECK_NEEDED_MESSAGE, 'altcha');
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
