import type { AppDeps } from '../../core/app-deps.js';
import { withAnswerFloor } from '../../core/answer-floor.js';
import { AppError } from '../../errors.js';
import { enqueueVisitorEmail } from '../../mail/visitor-mail.js';
import { NEWSLETTER_CONFIRMATION_INTERVAL_MINUTES, NEWSLETTER_CONFIRMATION_TTL_HOURS, type SubscriberStatus } from '../../../shared/newsletter.js';
import { ADDRESS_ANSWER_FLOOR_MS } from '../../../shared/users.js';
import { NEWSLETTER, recordConsent, withdrawnSince } from '../email/api.js';
import { newsletterConfirmEmail } from './emails/newsletter-confirm-email.js';
import { readNewsletterConfirmationToken } from './newsletter-confirmation-links.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export const NEWSLETTER_FORM = 'newsletter-footer';
export const NEWSLETTER_LINK_INVALID = 'This confirmation link is not valid. Open the newest link from your email, or enter your email in the newsletter field again.';
export const NEWSLETTER_LINK_EXPIRED = `This confirmation link has expired (links last ${NEWSLETTER_CONFIRMATION_TTL_HOURS} hours). Enter your email in the newsletter field again to get a new one.`;
export const NEWSLETTER_LINK_SPENT = 'This confirmation link is no longer valid: you unsubscribed after it was sent. To subscribe again, enter your email in the newsletter field at the foot of the page.';

// The limit is written before it is read: one upsert stamps the address's last confirmation and
// answers a row only when it inserted it, or when the stamp before it was older than the interval.
// Parallel requests for one address wait on the row and see the stamp the first one wrote.
const stampConfirmation = (address: string, intervalMinutes: number) => sql<{ id: number; issuedAtMs: string }>`
  WITH stamped AS (
    INSERT INTO newsletter_subscriber AS s ("address", "confirmationSentAt") VALUES (${address}, now())
    ON CONFLICT ("address") DO UPDATE SET "confirmationSentAt" = now()
      WHERE s."confirmationSentAt" <= now() - make_interval(mins => ${intervalMinutes})
    RETURNING s."id", s."confirmationSentAt"
  )
  SELECT "id", floor(extract(epoch FROM "confirmationSentAt") * 1000)::bigint AS "issuedAtMs" FROM stamped`;

/**
 * The footer's newsletter field. Every address gets the same answer after the same statements:
 * the stamp above and, when it allows one, a confirmation in the outbox (under the visitors'
 * hourly cap). What the email says (confirm, or "already subscribed") is decided when it is
 * sent, so neither the answer nor its timing tells whether the address was known.
 */
export function requestNewsletterSubscription(deps: AppDeps, email: string): Promise<{ accepted: true }> {
  const address = email.trim().toLowerCase();
  return withAnswerFloor(ADDRESS_ANSWER_FLOOR_MS, async () => {
    await deps.dataSource.transaction(async (manager) => {
      const [stamped] = await queryRows(manager, stampConfirmation(address, NEWSLETTER_CONFIRMATION_INTERVAL_MINUTES));
      if (!stamped) return;
      const issuedAtMs = Number(stamped.issuedAtMs);
      await enqueueVisitorEmail(deps, manager, newsletterConfirmEmail, {
        to: address,
        occasion: `newsletter-confirm:${issuedAtMs}`,
        payload: { subscriberId: stamped.id, issuedAtMs },
      });
    });
    deps.mail.wake();
    return { accepted: true as const };
  });
}

/**
 * A click on the confirmation link: the address is the person's, so the subscription starts. The
 * consent log gets a `newsletter` grant (which also lifts an earlier unsubscribe: she asked
 * again); a second click changes nothing. A link issued before her latest unsubscribe is spent:
 * it is refused and changes nothing, and only a new request's link subscribes her again.
 */
export async function confirmNewsletterSubscription(deps: AppDeps, token: string): Promise<{ subscribed: true }> {
  const check = readNewsletterConfirmationToken(deps.mail.signer, token);
  if (!check.valid) {
    if (check.reason === 'expired') throw new AppError('BAD_REQUEST', NEWSLETTER_LINK_EXPIRED, 'token');
    throw new AppError('NOT_FOUND', NEWSLETTER_LINK_INVALID, 'token');
  }
  await deps.dataSource.transaction(async (manager) => {
    const [subscriber] = await queryRows(manager, sql<{ address: string; status: SubscriberStatus }>`SELECT "address", "status" FROM newsletter_subscriber WHERE "id" = ${check.subscriberId} FOR UPDATE`);
    if (!subscriber) throw new AppError('NOT_FOUND', NEWSLETTER_LINK_INVALID, 'token');
    if (subscriber.status === 'confirmed') return;
    // Any withdrawal (an unsubscribe from any email withdraws marketing consent, and the newsletter's
    // when she had it) at or after the link's issue spends the link: it asked before she said no.
    const withdrawn = await queryRows(manager, withdrawnSince(subscriber.address, check.issuedAtMs));
    if (withdrawn.length > 0) throw new AppError('BAD_REQUEST', NEWSLETTER_LINK_SPENT, 'token');
    await recordConsent(manager, { address: subscriber.address, action: 'granted', source: 'confirmed-link', form: NEWSLETTER_FORM, purpose: NEWSLETTER });
    await execute(manager, sql`UPDATE newsletter_subscriber SET "status" = 'confirmed', "confirmedAt" = now(), "unsubscribedAt" = NULL WHERE "id" = ${check.subscriberId}`);
  });
  return { subscribed: true };
}
