import type { EntityManager } from 'typeorm';
import type { LoyaltyTier } from '../../../shared/loyalty.js';
import type { TierThresholds } from '../../../shared/loyalty-programme.js';
import type { ClaimDecider, ClaimStatus } from '../../../shared/loyalty-review.js';
import { formatCents } from '../../../shared/money.js';
import { type FunnelEventInput, recordFunnelEvents } from '../analytics/api.js';
import { recordAudits } from '../audit/api.js';
import { claimApprovedEmail } from './emails/points-emails.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { queuePointsEmails } from './points-email-queue.js';
import type { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { PurchaseClaimDecisionEntity } from './purchase-claim-decision.entity.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/**
 * Locks these members, in id order (the same order everywhere, so two transactions locking
 * overlapping members wait for each other instead of deadlocking).
 */
export async function lockMembers(manager: EntityManager, memberIds: number[]): Promise<Map<number, LoyaltyMemberEntity>> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const members = await manager
    .getRepository(LoyaltyMemberEntity)
    .createQueryBuilder('member')
    .where('member.id = ANY(:ids)', { ids })
    .orderBy('member.id')
    .setLock('pessimistic_write')
    .getMany();
  return new Map(members.map((member) => [member.id, member]));
}

/**
 * Approves pending claims the caller has locked, with their members, in a few set-based
 * statements (an import may approve thousands): a ledger purchase entry each (the ledger's
 * unique order number makes a second credit impossible), the claim's new status with the
 * decision logged, the members' totals and tiers, and the funnel events the dashboard sums
 * ("Sales Generated", returning customers), and each member's email saying so. A claim credits the points it was made with; the
 * tiers follow `thresholds`, which the caller read under lockProgramme before locking members.
 */
export async function approveLockedClaims(
  manager: EntityManager,
  claims: PurchaseClaimEntity[],
  members: Map<number, LoyaltyMemberEntity>,
  decidedBy: ClaimDecider,
  thresholds: TierThresholds,
): Promise<void> {
  if (claims.length === 0) return;
  const entries = await queryRows(manager, sql<{ id: string | null; claimId: string | null }>`WITH claim AS (
            SELECT * FROM unnest(${claims.map((claim) => claim.id)}::bigint[], ${claims.map((claim) => claim.memberId)}::int[], ${claims.map((claim) => claim.points)}::int[], ${claims.map((claim) => claim.orderNumber)}::varchar[], ${claims.map((claim) => claim.totalCents)}::int[], ${claims.map((claim) => `Purchase of ${formatCents(claim.totalCents)}`)}::varchar[])
                       AS c(id, "memberId", points, "orderNumber", "totalCents", description)),
          entry AS (
            INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "avonOrderNumber", "orderTotalCents")
            SELECT "memberId", 'purchase', points, description, "orderNumber", "totalCents" FROM claim
            RETURNING id, "avonOrderNumber")
     SELECT entry.id::text AS id, claim.id::text AS "claimId" FROM entry JOIN claim ON claim."orderNumber" = entry."avonOrderNumber"`);
  if (entries.length !== claims.length) throw new Error('a claim approved twice in one batch');
  // The claims' new status and its decision log, in one statement.
  await execute(manager, sql`WITH approved AS (
       UPDATE purchase_claim c SET status = 'approved', "decidedAt" = now(), "decidedBy" = ${decidedBy}, "ledgerTransactionId" = e."entryId"
         FROM unnest(${entries.map((entry) => entry.claimId)}::bigint[], ${entries.map((entry) => entry.id)}::bigint[]) AS e("claimId", "entryId") WHERE c.id = e."claimId"
       RETURNING c.id)
     INSERT INTO purchase_claim_decision ("claimId", status, "decidedBy", reason) SELECT id, 'approved', ${decidedBy}, NULL FROM approved`);
  const entryByClaim = new Map(entries.map((entry) => [entry.claimId, entry.id]));
  for (const claim of claims)
    Object.assign(claim, { status: 'approved', decidedBy, decidedAt: new Date(), ledgerTransactionId: entryByClaim.get(claim.id) });
  await recordAudits(
    manager,
    claims.map((claim) => ({
      area: 'loyalty-claim',
      subject: claim.id,
      action: 'approve',
      before: { status: 'pending' },
      after: { status: 'approved', decidedBy, points: claim.points, totalCents: claim.totalCents },
    })),
  );
  await creditMembers(manager, claims, members, thresholds);
  await queuePointsEmails(manager, claimApprovedEmail, claims.map((claim) => ({ id: claim.id, member: members.get(claim.memberId) })));
}

/** Moves the members' cached totals by what their approved claims earned, and records the funnel events. */
async function creditMembers(
  manager: EntityManager,
  claims: PurchaseClaimEntity[],
  members: Map<number, LoyaltyMemberEntity>,
  thresholds: TierThresholds,
): Promise<void> {
  const pointsByMember = new Map<number, number>();
  const claimsByMember = new Map<number, number>();
  for (const claim of claims) {
    pointsByMember.set(claim.memberId, (pointsByMember.get(claim.memberId) ?? 0) + claim.points);
    claimsByMember.set(claim.memberId, (claimsByMember.get(claim.memberId) ?? 0) + 1);
  }
  const ids = [...pointsByMember.keys()];
  // The members' new totals, their purchases so far, and the quiz session the funnel follows them by:
  // the full quiz the member took, found through their email's latest quiz response (the dashboard's
  // funnel follows the person from it; a member who never took it is counted beside). The new tier
  // follows the same rule as tierForPoints (also in loyalty-programme.ts).
  const updated = await queryRows(
    manager,
    sql<{ id: number; pointsBalance: number; totalPointsEarned: number; tierLevel: LoyaltyTier; purchases: number; sessionId: string | null }>`WITH credit AS (SELECT * FROM unnest(${ids}::int[], ${ids.map((id) => pointsByMember.get(id) ?? 0)}::int[]) AS c(id, points)),
          moved AS (
            UPDATE loyalty_member m
               SET "pointsBalance" = m."pointsBalance" + credit.points,
                   "totalPointsEarned" = m."totalPointsEarned" + credit.points,
                   "tierLevel" = CASE WHEN m."totalPointsEarned" + credit.points >= ${thresholds.platinum}::int THEN 'Platinum'
                                      WHEN m."totalPointsEarned" + credit.points >= ${thresholds.gold}::int THEN 'Gold'
                                      WHEN m."totalPointsEarned" + credit.points >= ${thresholds.silver}::int THEN 'Silver' ELSE 'Bronze' END
              FROM credit WHERE m.id = credit.id
            RETURNING m.id, m.email, m."pointsBalance", m."totalPointsEarned", m."tierLevel")
     SELECT moved.id, moved."pointsBalance", moved."totalPointsEarned", moved."tierLevel",
            coalesce((SELECT count(*)::int FROM loyalty_transaction t WHERE t."memberId" = moved.id AND t.kind = 'purchase'), 0) AS purchases,
            (SELECT r."sessionId" FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId" AND r.kind = 'full' WHERE u.email = moved.email) AS "sessionId"
       FROM moved`,
  );
  const purchasesAfter = new Map<number, number>();
  const people = new Map<number, string>();
  for (const row of updated) {
    if (row.sessionId) people.set(row.id, row.sessionId);
    const member = members.get(row.id);
    if (!member) throw new Error(`member ${row.id} was credited without being locked`);
    Object.assign(member, { pointsBalance: row.pointsBalance, totalPointsEarned: row.totalPointsEarned, tierLevel: row.tierLevel });
    purchasesAfter.set(row.id, row.purchases);
  }
  // The dashboard counts a returning customer once: when their second purchase is credited.
  const events: FunnelEventInput[] = claims.map((claim) => ({
    type: 'loyalty_purchase',
    subject: String(claim.memberId),
    person: people.get(claim.memberId) ?? null,
    amountCents: claim.totalCents,
    details: { points: claim.points },
  }));
  for (const [memberId, credited] of claimsByMember) {
    const before = (purchasesAfter.get(memberId) ?? 0) - credited;
    if (before < 2 && before + credited >= 2) events.push({ type: 'return_customer', subject: String(memberId) });
  }
  await recordFunnelEvents(manager, events);
}

export async function logClaimDecision(
  manager: EntityManager,
  decision: { claimId: string; status: ClaimStatus; decidedBy: ClaimDecider; reason?: string },
): Promise<void> {
  await manager.getRepository(PurchaseClaimDecisionEntity).insert({ ...decision, reason: decision.reason ?? null });
  await recordAudits(manager, [
    {
      area: 'loyalty-claim',
      subject: decision.claimId,
      action: decision.status === 'voided' ? 'void' : 'reject',
      before: { status: decision.status === 'voided' ? 'approved' : 'pending' },
      after: { status: decision.status, decidedBy: decision.decidedBy, reason: decision.reason ?? null },
    },
  ]);
}
