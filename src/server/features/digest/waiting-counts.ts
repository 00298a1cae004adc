import type { WaitingCounts } from '../../../shared/digest.js';
import { type Database, queryRows, sql } from '../../db/sql.js';

type CountsRow = Omit<WaitingCounts, 'oldestWaitingAt' | 'since'> & { oldestWaitingAt: Date | null; since: Date };

/**
 * What waits and what is new, in one statement, each part on an index: purchase_claim (status,
 * createdAt), IDX_loyalty_redemption_issued, loyalty_member (confirmedAt), survey_response
 * (createdAt), IDX_email_message_failing. "New" counts from the last digest sent, or the last 24
 * hours before the first. The digest and the dashboard's cards read the same figures.
 */
const waitingCounts = (day: string) => sql<CountsRow>`
  WITH since AS (
    SELECT COALESCE(max("checkedAt"), now() - interval '24 hours') AS at FROM digest_run WHERE status = 'sent' AND day < ${day}::date
  ), claims AS (
    SELECT count(*)::int AS "claimsPending", min("createdAt") AS "oldestClaimAt" FROM purchase_claim WHERE status = 'pending'
  ), redemptions AS (
    SELECT count(*)::int AS "redemptionsToFulfil", min("createdAt") AS "oldestRedemptionAt" FROM loyalty_redemption WHERE status = 'issued'
  )
  SELECT
    "claimsPending",
    "redemptionsToFulfil",
    coalesce((SELECT count(*)::int FROM loyalty_member WHERE "confirmedAt" > since.at), 0) AS "newMembers",
    coalesce((SELECT count(*)::int FROM survey_response WHERE "createdAt" > since.at), 0) AS "surveyAnswers",
    coalesce((SELECT count(*)::int FROM email_message
      WHERE "lastError" IS NOT NULL AND status IN ('queued', 'sending', 'failed') AND "createdAt" > since.at), 0) AS "emailsFailed",
    LEAST("oldestClaimAt", "oldestRedemptionAt") AS "oldestWaitingAt",
    since.at AS since
  FROM since, claims, redemptions`;

/** The counts as of now, for the server's calendar `day` (the digest being written, or today). */
export async function readWaitingCounts(db: Database, day: string): Promise<WaitingCounts> {
  const [row] = await queryRows(db, waitingCounts(day));
  const { oldestWaitingAt, since, ...counts } = row!;
  return { ...counts, oldestWaitingAt: oldestWaitingAt?.toISOString() ?? null, since: since.toISOString() };
}
