import type { DataSource, EntityManager } from 'typeorm';
import type { ClaimDecider, ClaimIdsInput, ClaimStatus, DecisionOutput, RejectClaimsInput, VoidClaimInput } from '../../../shared/loyalty-review.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../errors.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { approveLockedClaims, lockMembers, logClaimDecision } from './claim-approval.js';
import { claimRejectedEmail } from './emails/points-emails.js';
import { appendLedgerEntry } from './loyalty-ledger.js';
import { queuePointsEmails } from './points-email-queue.js';
import { lockProgramme } from './loyalty-programme.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/**
 * Locks the members of these claims, then the claims themselves if they are still in `status`.
 * Members first, claims second, in id order: the order every writer uses. All or nothing: when a
 * claim is unknown or was decided meanwhile (another approval won), the answer is 409 naming it.
 */
async function lockClaimsIn(manager: EntityManager, claimIds: string[], status: ClaimStatus) {
  const memberRows = await queryRows(manager, sql<{ memberId: number }>`SELECT DISTINCT "memberId" FROM purchase_claim WHERE id = ANY(${claimIds}::bigint[])`);
  const members = await lockMembers(
    manager,
    memberRows.map((row) => row.memberId),
  );
  const claims = await manager
    .getRepository(PurchaseClaimEntity)
    .createQueryBuilder('claim')
    .where('claim.id = ANY(:ids)', { ids: claimIds })
    .andWhere('claim.status = :status', { status })
    .orderBy('claim.id')
    .setLock('pessimistic_write')
    .getMany();
  if (claims.length !== claimIds.length) {
    const found = new Set(claims.map((claim) => claim.id));
    const missing = claimIds.filter((id) => !found.has(id));
    throw new AppError('CONFLICT', `Claim ${missing.join(', ')} is no longer ${status}: it was decided meanwhile. Refresh the list.`, 'claimIds');
  }
  return { claims, members };
}

export const ORDER_ALREADY_CREDITED = 'This order has already earned points on another claim (the store order may belong to another customer). Reject this claim.';

/**
 * Approves pending claims: their points become spendable and count for tiers and sales. A claim
 * of an order that already earned points (the buyer's own claim of it was approved) is refused
 * by the ledger's unique order number and answers 409.
 */
export async function approveClaims(
  dataSource: DataSource,
  input: ClaimIdsInput,
  decidedBy: ClaimDecider = 'representative',
): Promise<DecisionOutput> {
  try {
    return await dataSource.transaction(async (manager) => {
      const { tierThresholds } = await lockProgramme(manager);
      const { claims, members } = await lockClaimsIn(manager, input.claimIds, 'pending');
      await approveLockedClaims(manager, claims, members, decidedBy, tierThresholds);
      return { decided: claims.length };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError('CONFLICT', ORDER_ALREADY_CREDITED, 'claimIds') : error;
  }
}

/** Rejects pending claims with a reason the member sees on the loyalty page and in an email; no points move. */
export async function rejectClaims(dataSource: DataSource, input: RejectClaimsInput): Promise<DecisionOutput> {
  return dataSource.transaction(async (manager) => {
    const { claims, members } = await lockClaimsIn(manager, input.claimIds, 'pending');
    for (const claim of claims) {
      await execute(manager, sql`UPDATE purchase_claim SET status = 'rejected', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = ${input.reason} WHERE id = ${claim.id}::bigint`);
      await logClaimDecision(manager, { claimId: claim.id, status: 'rejected', decidedBy: 'representative', reason: input.reason });
    }
    await queuePointsEmails(manager, claimRejectedEmail, claims.map((claim) => ({ id: claim.id, member: members.get(claim.memberId) })));
    return { decided: claims.length };
  });
}

/**
 * Voids an approved claim (the order was returned, or approved by mistake) with a reversal
 * entry; the purchase entry itself never changes, and the order number cannot be claimed again.
 * Refused when the member has already spent the points: the balance may not go below zero.
 */
export async function voidClaim(dataSource: DataSource, input: VoidClaimInput): Promise<DecisionOutput> {
  return dataSource.transaction(async (manager) => {
    const { tierThresholds } = await lockProgramme(manager);
    const { claims, members } = await lockClaimsIn(manager, [input.claimId], 'approved');
    const claim = claims[0];
    const member = claim && members.get(claim.memberId);
    if (!claim || !member || !claim.ledgerTransactionId) throw new Error('an approved claim without its member or ledger entry');
    if (member.pointsBalance < claim.points) {
      throw new AppError(
        'CONFLICT',
        `The member has already spent some of these points: the balance is ${member.pointsBalance}, the purchase earned ${claim.points}.`,
        'claimId',
      );
    }
    const reversal = await appendLedgerEntry(manager, member, {
      kind: 'reversal',
      pointsAmount: -claim.points,
      description: `Purchase reversed (order ${claim.orderNumber}): ${input.reason}`,
      reversesTransactionId: claim.ledgerTransactionId,
    }, tierThresholds);
    if (!reversal) throw new AppError('CONFLICT', 'This purchase has already been voided', 'claimId');
    await execute(manager, sql`UPDATE purchase_claim SET status = 'voided', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = ${input.reason} WHERE id = ${claim.id}::bigint`);
    await logClaimDecision(manager, { claimId: claim.id, status: 'voided', decidedBy: 'representative', reason: input.reason });
    await recordFunnelEvent(manager, {
      type: 'loyalty_purchase_voided',
      subject: String(member.id),
      amountCents: -claim.totalCents,
      details: { points: -claim.points },
    });
    return { decided: 1 };
  });
}
