import type { DataSource, EntityManager } from 'typeorm';
import { type z } from 'zod';
import {
  DAILY_PURCHASE_LIMIT,
  type LoyaltyMember,
  type LoyaltyTransaction,
  pointsForOrderTotal,
  type PurchaseInput,
  voidPurchaseInputSchema,
} from '../../../shared/loyalty.js';
import { formatCents } from '../../../shared/money.js';
import { AppError } from '../../errors.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { appendLedgerEntry } from './loyalty-ledger.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { findMemberByCode, toMemberDto, toTransactionDto } from './loyalty-members.service.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';

export const DUPLICATE_ORDER = 'This order number has already been recorded';
const ALREADY_VOIDED = 'This purchase has already been voided';

/**
 * Records a purchase claim: 1 point per whole dollar. An order number earns points once
 * across all members (a unique index decides between racing claims), and one member may
 * add at most DAILY_PURCHASE_LIMIT claims in any 24 hours (counted under the member's lock).
 */
export async function addPurchase(
  dataSource: DataSource,
  input: PurchaseInput,
): Promise<{ member: LoyaltyMember; transaction: LoyaltyTransaction }> {
  return dataSource.transaction(async (manager) => {
    const member = await findMemberByCode(manager, input.loyaltyCode, { lock: true, field: 'loyaltyCode' });
    const claimsToday = await manager
      .getRepository(LoyaltyTransactionEntity)
      .createQueryBuilder('entry')
      .where('entry.memberId = :memberId', { memberId: member.id })
      .andWhere("entry.kind = 'purchase'")
      .andWhere("entry.createdAt > now() - interval '24 hours'")
      .getCount();
    if (claimsToday >= DAILY_PURCHASE_LIMIT) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You can add up to ${DAILY_PURCHASE_LIMIT} purchases in 24 hours. Please add this one tomorrow.`,
      );
    }
    const points = pointsForOrderTotal(input.avonOrderTotal);
    const transaction = await appendLedgerEntry(manager, member, {
      kind: 'purchase',
      pointsAmount: points,
      description: `Purchase of ${formatCents(input.avonOrderTotal)}`,
      avonOrderNumber: input.avonOrderNumber,
      orderTotalCents: input.avonOrderTotal,
    });
    if (!transaction) throw new AppError('CONFLICT', DUPLICATE_ORDER, 'avonOrderNumber');
    await recordFunnelEvent(manager, {
      type: 'loyalty_purchase',
      subject: String(member.id),
      amountCents: input.avonOrderTotal,
      details: { points },
    });
    // The dashboard counts a returning customer once: at their second recorded purchase.
    const purchases = await manager.getRepository(LoyaltyTransactionEntity).countBy({ memberId: member.id, kind: 'purchase' });
    if (purchases === 2) await recordFunnelEvent(manager, { type: 'return_customer', subject: String(member.id) });
    return { member: toMemberDto(member), transaction: toTransactionDto(transaction) };
  });
}

/**
 * Cancels a purchase claim with a reversal entry (the purchase row itself is never changed).
 * The order number stays recorded, so it cannot be claimed again. Refused when the member
 * has already spent the points, since the balance may not go below zero.
 */
export async function voidPurchase(
  manager: EntityManager,
  rawInput: z.input<typeof voidPurchaseInputSchema>,
): Promise<{ member: LoyaltyMember; transaction: LoyaltyTransaction }> {
  const input = voidPurchaseInputSchema.parse(rawInput);
  const purchase = await manager.getRepository(LoyaltyTransactionEntity).findOneBy({ id: input.transactionId, kind: 'purchase' });
  if (!purchase) throw new AppError('NOT_FOUND', 'Purchase not found', 'transactionId');
  const member = await manager
    .getRepository(LoyaltyMemberEntity)
    .createQueryBuilder('member')
    .where('member.id = :id', { id: purchase.memberId })
    .setLock('pessimistic_write')
    .getOneOrFail();
  const alreadyVoided = await manager.getRepository(LoyaltyTransactionEntity).existsBy({ reversesTransactionId: purchase.id });
  if (alreadyVoided) throw new AppError('CONFLICT', ALREADY_VOIDED, 'transactionId');
  if (member.pointsBalance < purchase.pointsAmount) {
    throw new AppError(
      'CONFLICT',
      `The member has already spent some of these points: the balance is ${member.pointsBalance}, the purchase earned ${purchase.pointsAmount}.`,
    );
  }
  const reversal = await appendLedgerEntry(manager, member, {
    kind: 'reversal',
    pointsAmount: -purchase.pointsAmount,
    description: `Purchase reversed (order ${purchase.avonOrderNumber}): ${input.reason}`,
    reversesTransactionId: purchase.id,
  });
  if (!reversal) throw new AppError('CONFLICT', ALREADY_VOIDED, 'transactionId');
  await recordFunnelEvent(manager, {
    type: 'loyalty_purchase_voided',
    subject: String(member.id),
    amountCents: -(purchase.orderTotalCents ?? 0),
    details: { points: -purchase.pointsAmount },
  });
  return { member: toMemberDto(member), transaction: toTransactionDto(reversal) };
}
