// The statements other features run on memberships (a person's profile, list and erasure: $1 the
// membership's id; a newsletter audience's test of one), written here beside the tables.

/** Locks the membership, as every writer of points does (lockMembers): before its ledger, claims and rewards. */
export const LOCK_MEMBER_SQL = `SELECT id FROM loyalty_member WHERE id = $1 FOR UPDATE`;

/** What a profile shows of a person who has a membership and no email row. */
export const MEMBER_DETAILS_SQL = `SELECT email, "firstName", "confirmedAt", "createdAt", false AS "wantsCyclingGuide" FROM loyalty_member WHERE id = $1`;

/** The membership's code, balance, tier and the points its pending claims would add. */
export const MEMBER_STANDING_SQL = `SELECT "loyaltyCode", "confirmedAt", "pointsBalance", "totalPointsEarned", "tierLevel",
            (SELECT COALESCE(SUM(points), 0)::int FROM purchase_claim WHERE "memberId" = $1 AND status = 'pending') AS "pendingPoints"
       FROM loyalty_member WHERE id = $1`;

/** Its ledger, newest first; a LIMIT may follow. */
export const MEMBER_LEDGER_SQL = `SELECT id::text, kind, "pointsAmount", description, "avonOrderNumber", "createdAt" FROM loyalty_transaction
      WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC`;

/** Its purchase claims, newest first; a LIMIT may follow. */
export const MEMBER_CLAIMS_SQL = `SELECT id::text, "orderNumber", "totalCents", points, status, "decisionReason", "createdAt", "decidedAt" FROM purchase_claim
      WHERE "memberId" = $1 ORDER BY "createdAt" DESC, id DESC`;

/** Its rewards, newest first, with each reward's name; a LIMIT may follow. */
export const MEMBER_REDEMPTIONS_SQL = `SELECT r.id, r."redemptionCode", w.name AS "rewardName", r."pointsUsed", r.status, r."decidedAt", r."fulfilmentNote", r."cancelReason", r."createdAt"
       FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r."memberId" = $1 ORDER BY r.id DESC`;

/** SQL for "the number of pending claims of the membership in `memberIdColumn`". */
export function pendingClaimCountSql(memberIdColumn: string): string {
  return `(SELECT count(*)::int FROM purchase_claim c WHERE c."memberId" = ${memberIdColumn} AND c.status = 'pending')`;
}

/** SQL for "the membership in `memberIdColumn` has a pending claim". */
export function hasPendingClaimSql(memberIdColumn: string): string {
  return `EXISTS (SELECT 1 FROM purchase_claim c WHERE c."memberId" = ${memberIdColumn} AND c.status = 'pending')`;
}

/** Erasure: its pending claims are rejected with a reason ($2), each decision logged; answers the claims' ids. */
export const WITHDRAW_PENDING_CLAIMS_SQL = `WITH decided AS (
         UPDATE purchase_claim SET status = 'rejected', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = $2
          WHERE "memberId" = $1 AND status = 'pending' RETURNING id)
       INSERT INTO purchase_claim_decision ("claimId", status, "decidedBy", reason) SELECT id, 'rejected', 'representative', $2 FROM decided RETURNING "claimId"::text AS id`;

/** Erasure: its issued rewards are cancelled with a reason ($2), each refunded by a ledger entry; answers the points refunded. */
export const CANCEL_ISSUED_REDEMPTIONS_SQL = `WITH cancelled AS (
       UPDATE loyalty_redemption SET status = 'cancelled', "decidedAt" = now(), "decidedBy" = 'representative', "cancelReason" = $2
        WHERE "memberId" = $1 AND status = 'issued' RETURNING "transactionId", "pointsUsed")
     INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "reversesTransactionId")
     SELECT $1, 'refund', "pointsUsed", 'Reward cancelled: ' || $2, "transactionId" FROM cancelled RETURNING "pointsAmount" AS points`;

/** Adds points ($2) to its balance (the refunds above, which move neither the total earned nor the tier). */
export const ADD_TO_BALANCE_SQL = `UPDATE loyalty_member SET "pointsBalance" = "pointsBalance" + $2 WHERE id = $1`;

/** Erasure: the membership keeps its ledger, claims and rewards, with no name, email or code, and a new uuid. */
export const ERASE_MEMBER_SQL = `UPDATE loyalty_member SET email = NULL, "firstName" = NULL, "confirmedAt" = NULL, "loyaltyCode" = NULL, "erasedAt" = now(), "personId" = gen_random_uuid() WHERE id = $1`;

/** SQL for "the address in `addressColumn` is an active (confirmed) member", of the tier in `tierParam` when given. */
export function confirmedMemberSql(addressColumn: string, tierParam: string | null): string {
  const tier = tierParam === null ? '' : ` AND m."tierLevel" = ${tierParam}`;
  return `EXISTS (SELECT 1 FROM loyalty_member m WHERE m."email" = ${addressColumn} AND m."confirmedAt" IS NOT NULL${tier})`;
}
