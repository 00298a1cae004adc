// The statements other features run on memberships (a person's profile, list and erasure, by the
// membership's id; a newsletter audience's test of one), written here beside the tables.
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import type { RedemptionStatus } from '../../../shared/redemptions.js';
import { sql } from '../../db/sql.js';
import type { ClaimStatus } from '../../../shared/loyalty-review.js';

/** Locks the membership, as every writer of points does (lockMembers): before its ledger, claims and rewards. */
export const lockMember = (memberId: number) => sql<{ id: number }>`SELECT id FROM loyalty_member WHERE id = ${memberId} FOR UPDATE`;

/** What a profile shows of a person who has a membership and no email row. */
export const memberDetails = (memberId: number) =>
  sql<{ email: string | null; firstName: string | null; confirmedAt: Date | null; createdAt: Date; wantsCyclingGuide: boolean }>`SELECT email, "firstName", "confirmedAt", "createdAt", false AS "wantsCyclingGuide" FROM loyalty_member WHERE id = ${memberId}`;

/** The membership's code, balance, tier and the points its pending claims would add. */
export const memberStanding = (memberId: number) =>
  sql<{ loyaltyCode: string | null; confirmedAt: Date | null; pointsBalance: number; totalPointsEarned: number; tierLevel: LoyaltyTier; pendingPoints: number | null }>`SELECT "loyaltyCode", "confirmedAt", "pointsBalance", "totalPointsEarned", "tierLevel",
            (SELECT COALESCE(SUM(points), 0)::int FROM purchase_claim WHERE "memberId" = ${memberId} AND status = 'pending') AS "pendingPoints"
       FROM loyalty_member WHERE id = ${memberId}`;

/** Its ledger, newest first, at most `limit` entries (null: all). */
export const memberLedger = (memberId: number, limit: number | null) =>
  sql<{ id: string; kind: string; pointsAmount: number; description: string; avonOrderNumber: string | null; createdAt: Date }>`SELECT id::text, kind, "pointsAmount", description, "avonOrderNumber", "createdAt" FROM loyalty_transaction
      WHERE "memberId" = ${memberId} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`;

/** Its purchase claims, newest first, at most `limit` of them (null: all). */
export const memberClaims = (memberId: number, limit: number | null) =>
  sql<{ id: string; orderNumber: string; totalCents: number; points: number; status: ClaimStatus; decisionReason: string | null; createdAt: Date; decidedAt: Date | null }>`SELECT id::text, "orderNumber", "totalCents", points, status, "decisionReason", "createdAt", "decidedAt" FROM purchase_claim
      WHERE "memberId" = ${memberId} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}`;

/** Its rewards, newest first, with each reward's name, at most `limit` of them (null: all). */
export const memberRedemptions = (memberId: number, limit: number | null) =>
  sql<{ id: number; redemptionCode: string; rewardName: string; pointsUsed: number; status: RedemptionStatus; decidedAt: Date | null; fulfilmentNote: string | null; cancelReason: string | null; createdAt: Date }>`SELECT r.id, r."redemptionCode", w.name AS "rewardName", r."pointsUsed", r.status, r."decidedAt", r."fulfilmentNote", r."cancelReason", r."createdAt"
       FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r."memberId" = ${memberId} ORDER BY r.id DESC LIMIT ${limit}`;

/** SQL for "the number of pending claims of the membership in `memberIdColumn`". */
export function pendingClaimCountSql(memberIdColumn: string): string {
  return `(SELECT count(*)::int FROM purchase_claim c WHERE c."memberId" = ${memberIdColumn} AND c.status = 'pending')`;
}

/** SQL for "the membership in `memberIdColumn` has a pending claim". */
export function hasPendingClaimSql(memberIdColumn: string): string {
  return `EXISTS (SELECT 1 FROM purchase_claim c WHERE c."memberId" = ${memberIdColumn} AND c.status = 'pending')`;
}

/** Erasure: its pending claims are rejected with a reason, each decision logged; answers the claims' ids. */
export const withdrawPendingClaims = (memberId: number, reason: string) =>
  sql<{ id: string | null }>`WITH decided AS (
         UPDATE purchase_claim SET status = 'rejected', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = ${reason}
          WHERE "memberId" = ${memberId} AND status = 'pending' RETURNING id)
       INSERT INTO purchase_claim_decision ("claimId", status, "decidedBy", reason) SELECT id, 'rejected', 'representative', ${reason}::text FROM decided RETURNING "claimId"::text AS id`;

/** Erasure: its issued rewards are cancelled with a reason, each refunded by a ledger entry; answers the points refunded. */
export const cancelIssuedRedemptions = (memberId: number, reason: string) =>
  sql<{ points: number }>`WITH cancelled AS (
       UPDATE loyalty_redemption SET status = 'cancelled', "decidedAt" = now(), "decidedBy" = 'representative', "cancelReason" = ${reason}
        WHERE "memberId" = ${memberId} AND status = 'issued' RETURNING "transactionId", "pointsUsed")
     INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "reversesTransactionId")
     SELECT ${memberId}::int, 'refund', "pointsUsed", 'Reward cancelled: ' || ${reason}::text, "transactionId" FROM cancelled RETURNING "pointsAmount" AS points`;

/** Adds points to its balance (the refunds above, which move neither the total earned nor the tier). */
export const addToBalance = (memberId: number, points: number) => sql`UPDATE loyalty_member SET "pointsBalance" = "pointsBalance" + ${points} WHERE id = ${memberId}`;

/** Erasure: the membership keeps its ledger, claims and rewards, with no name, email or code, and a new uuid. */
export const eraseMember = (memberId: number) =>
  sql`UPDATE loyalty_member SET email = NULL, "firstName" = NULL, "confirmedAt" = NULL, "loyaltyCode" = NULL, "erasedAt" = now(), "personId" = gen_random_uuid() WHERE id = ${memberId}`;

/** SQL for "the address in `addressColumn` is an active (confirmed) member", of the tier in `tierParam` when given. */
export function confirmedMemberSql(addressColumn: string, tierParam: string | null): string {
  const tier = tierParam === null ? '' : ` AND m."tierLevel" = ${tierParam}`;
  return `EXISTS (SELECT 1 FROM loyalty_member m WHERE m."email" = ${addressColumn} AND m."confirmedAt" IS NOT NULL${tier})`;
}
