import type { EntityManager } from 'typeorm';
import type { NewsletterAudience } from '../../../../shared/newsletter.js';
import { queueMessagesSql } from '../../../mail/outbox-sql.js';
import { audienceQuery } from '../newsletter-audience.js';
import { campaignOccasion } from '../newsletter-read.service.js';
import { composedStatement, execute, queryRows, sql } from '../../../db/sql.js';

/**
 * The test share of a subject line test in one statement: the audience in an order no one chose
 * (a hash of address and campaign, so neither the alphabet nor sign-up time decides), its first
 * `testPercent` percent (at least two people, one per subject) alternately given the first and
 * the second subject. One message per person: the outbox's unique key makes sure nobody who
 * gets the test gets the winner too.
 */
const queueTestShare = (
  campaign: { id: number; start: Date; perSecond: number; testPercent: number },
  audience: { fromWhere: string; values: unknown[] },
) =>
  // Composed: a segment's audience is the conditions its representative chose (values stay parameters), queued by the outbox's insert.
  composedStatement<{ n: number }>(
    `WITH ranked AS (
    SELECT s."address", row_number() OVER (ORDER BY md5(s."address" || ':' || $2::int), s."address") AS n, count(*) OVER () AS total
    ${audience.fromWhere}
  ), queued AS (
    ${queueMessagesSql(`SELECT "address", 'newsletter', $1,
           jsonb_build_object('campaignId', $2::int, 'subject', CASE WHEN n % 2 = 1 THEN 'a' ELSE 'b' END, 'test', true),
           $3::timestamptz + make_interval(secs => (n - 1) / $4::float8)
    FROM ranked WHERE n <= greatest(2, round(total * $5::int / 100.0))`)}
    RETURNING 1
  ) SELECT count(*)::int AS n FROM queued`,
    [campaignOccasion(campaign.id), campaign.id, campaign.start, campaign.perSecond, campaign.testPercent, ...audience.values],
  );

/** Queues the test share and sets when the winner is chosen; answers how many test messages were queued. */
export async function queueSubjectTest(
  manager: EntityManager,
  campaign: { id: number; audience: NewsletterAudience; start: Date; perSecond: number; testPercent: number; winnerAfterHours: number },
): Promise<number> {
  const [{ n } = { n: 0 }] = await queryRows(manager, queueTestShare(campaign, await audienceQuery(manager, campaign.audience, 6)));
  await execute(manager, sql`UPDATE newsletter_campaign SET "decideAt" = ${campaign.start}::timestamptz + make_interval(hours => ${campaign.winnerAfterHours}) WHERE "id" = ${campaign.id}`);
  return n;
}
