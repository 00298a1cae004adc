import type { DataSource, EntityManager } from 'typeorm';
import type { WaitingCounts } from '../../../shared/digest.js';

/**
 * What waits and what is new, in one statement, each part on an index: purchase_claim (status,
 * createdAt), IDX_loyalty_redemption_issued, loyalty_member (confirmedAt), survey_response
 * (createdAt), IDX_email_message_failing. "New" counts from the last digest sent, or the last 24
 * hours before the first. The digest and the dashboard's cards read the same figures.
 */
const COUNTS_SQL = `
  WITH since AS (
    SELECT COALESCE((SELECT max("checkedAt") FROM digest_run WHERE status = 'sent' AND day < $1::date), now() - interval '24 hours') AS at
  ), claims AS (
    SELECT count(*)::int AS n, min("createdAt") AS oldest FROM purchase_claim WHERE status = 'pending'
  ), redemptions AS (
    SELECT count(*)::int AS n, min("createdAt") AS oldest FROM loyalty_redemption WHERE status = 'issued'
  )
  SELECT
    claims.n AS "claimsPending",
    redemptions.n AS "redemptionsToFulfil",
    (SELECT count(*)::int FROM loyalty_member WHERE "confirmedAt" > since.at) AS "newMembers",
    (SELECT count(*)::int FROM survey_response WHERE "createdAt" > since.at) AS "surveyAnswers",
    (SELECT count(*)::int FROM email_message
      WHERE "lastError" IS NOT NULL AND status IN ('queued', 'sending', 'failed') AND "createdAt" > since.at) AS "emailsFailed",
    LEAST(claims.oldest, redemptions.oldest) AS "oldestWaitingAt",
    since.at AS since
  FROM since, claims, redemptions`;

type CountsRow = Omit<WaitingCounts, 'oldestWaitingAt' | 'since'> & { oldestWaitingAt: Date | null; since: Date };

/** The counts as of now, for the server's calendar `day` (the digest being written, or today). */
export async function readWaitingCounts(db: DataSource | EntityManager, day: string): Promise<WaitingCounts> {
  const [row] = await db.query<CountsRow[]>(COUNTS_SQL, [day]);
  const { oldestWaitingAt, since, ...counts } = row!;
  return { ...counts, oldestWaitingAt: oldestWaitingAt?.toISOString() ?? null, since: since.toISOString() };
}
