import type { EntityManager } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import {
  NEWSLETTER_NO_RECIPIENTS,
  NEWSLETTER_SCHEDULE_MAX_DAYS,
  type NewsletterAudience,
  type NewsletterAudienceKind,
  type SendNewsletterInput,
} from '../../../shared/newsletter.js';
import type { AppDeps } from '../../core/app-deps.js';
import { AppError } from '../../errors.js';
import { queueMessagesSql } from '../../mail/outbox-sql.js';
import { recordAudit } from '../audit/api.js';
import { audienceFromRow, audienceQuery } from './newsletter-audience.js';
import { queueSubjectTest } from './subject-test/subject-test-send.js';
import { lockDraft } from './newsletter-campaign.service.js';
import { campaignOccasion, loadNewsletter } from './newsletter-read.service.js';
import { composedStatement, execute, queryRows, sql } from '../../db/sql.js';

/**
 * One statement puts the whole audience in the outbox: a message per subscriber, spaced by the
 * sending rate (`sendAfter` = start + position / rate), so any number of workers together send
 * no faster than NEWSLETTER_SEND_PER_SECOND. The outbox's unique (recipient, template, occasion)
 * makes a repeat of this statement insert nothing, and leaves out whoever already has a message
 * of the campaign (a subject line test's share, when the rest gets the winner).
 */
const queueCampaign = (
  campaign: { id: number; payload: Record<string, unknown>; start: Date; perSecond: number },
  audience: { fromWhere: string; values: unknown[] },
) =>
  // Composed: a segment's audience is the conditions its representative chose (values stay parameters), queued by the outbox's insert.
  composedStatement<{ n: number }>(
    `WITH queued AS (
  ${queueMessagesSql(`SELECT s."address", 'newsletter', $1, $2::jsonb,
         $3::timestamptz + make_interval(secs => (row_number() OVER (ORDER BY s."address") - 1) / $4::float8)
  ${audience.fromWhere}`)}
  RETURNING 1
  ) SELECT count(*)::int AS n FROM queued`,
    [campaignOccasion(campaign.id), JSON.stringify({ campaignId: campaign.id, ...campaign.payload }), campaign.start, campaign.perSecond, ...audience.values],
  );

/** Queues a campaign's message to everyone its audience holds now (who has none yet); answers how many. */
export async function queueAudience(
  manager: EntityManager,
  campaign: { id: number; audience: NewsletterAudience; payload: Record<string, unknown>; start: Date; perSecond: number },
): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows(manager, queueCampaign(campaign, await audienceQuery(manager, campaign.audience, 5)));
  return n;
}

function sendTime(at: string | undefined): Date | null {
  if (at === undefined) return null;
  const when = new Date(at);
  const now = Date.now();
  if (when.getTime() <= now) throw new AppError('BAD_REQUEST', 'at: Choose a time in the future, or send now', 'at');
  if (when.getTime() > now + NEWSLETTER_SCHEDULE_MAX_DAYS * 86_400_000) throw new AppError('BAD_REQUEST', `at: A newsletter can be scheduled at most ${NEWSLETTER_SCHEDULE_MAX_DAYS} days ahead`, 'at');
  return when;
}

/**
 * Sends a campaign now or at `at`. In one transaction, under the campaign's row lock: it must be
 * a draft (else 409: sent, sending or scheduled already), its audience is put in the outbox in
 * one statement (zero recipients: 409, nothing changes), and the campaign is marked queued and
 * audited. A scheduled send is the same rows with a later `sendAfter`: the workers pick them up
 * when due (an unsubscribe meanwhile is honoured when each is sent).
 */
export async function sendNewsletter(deps: AppDeps, input: SendNewsletterInput): Promise<{ queued: number; sendAt: string }> {
  const at = sendTime(input.at);
  const perSecond = deps.env.NEWSLETTER_SEND_PER_SECOND;
  const result = await deps.dataSource.transaction(async (manager) => {
    await lockDraft(manager, input.id);
    const [row] = await queryRows(manager, sql<{ audienceKind: NewsletterAudienceKind; audienceTier: LoyaltyTier | null; audienceSegmentId: number | null; testPercent: number | null; winnerAfterHours: number | null; start: Date }>`SELECT "audienceKind", "audienceTier", "audienceSegmentId", "testPercent", "winnerAfterHours", coalesce(${at}::timestamptz, now()) AS start FROM newsletter_campaign WHERE "id" = ${input.id}`);
    const campaign = { id: input.id, audience: audienceFromRow(row!), start: row!.start, perSecond };
    // With two subjects only the test share goes now; the rest waits for the winner.
    const queued =
      row!.testPercent !== null && row!.winnerAfterHours !== null
        ? await queueSubjectTest(manager, { ...campaign, testPercent: row!.testPercent, winnerAfterHours: row!.winnerAfterHours })
        : await queueAudience(manager, { ...campaign, payload: {} });
    if (queued === 0) throw new AppError('CONFLICT', NEWSLETTER_NO_RECIPIENTS, 'audience');
    await execute(manager, sql`UPDATE newsletter_campaign SET "queuedAt" = now(), "sendAt" = ${row!.start}, "recipients" = ${queued}, "version" = "version" + 1, "updatedAt" = now() WHERE "id" = ${input.id}`);
    const newsletter = await loadNewsletter(manager, input.id);
    await recordAudit(manager, { area: 'newsletter', subject: String(input.id), action: at ? 'schedule' : 'send', after: { sendAt: newsletter.sendAt, recipients: queued } });
    return { queued, sendAt: row!.start.toISOString() };
  });
  deps.mail.wake();
  return result;
}
