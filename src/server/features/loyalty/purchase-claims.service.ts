import type { DataSource } from 'typeorm';
import { DAILY_PURCHASE_LIMIT, type LoyaltyMember, type LoyaltyTransaction, type PurchaseInput } from '../../../shared/loyalty.js';
import { pointsForOrderTotal } from '../../../shared/loyalty-programme.js';
import { AppError } from '../../errors.js';
import { approveLockedClaims } from './claim-approval.js';
import { claimActivityDto, findMemberByCode, memberDto, toTransactionDto } from './loyalty-members.service.js';
import { lockProgramme } from './loyalty-programme.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { orderAlreadyCredited, storeOrderForMember } from './store-order-ownership.js';

export const DUPLICATE_ORDER = 'This order number has already been recorded';

/**
 * Records a member's purchase claim. Its points are pending until the claim is approved, except
 * when an imported store order already has this number and total and belongs to this member
 * (store-order-ownership.ts): then it is approved at once. A claim of a store order that names
 * another customer stays pending, marked so, and does not stop the real buyer's own claim.
 * An order number is claimed once across all members (a unique index decides between racing
 * claims; the ledger's lets one order earn once), and one member may add at most DAILY_PURCHASE_LIMIT claims in any 24 hours (counted
 * under the member's lock). The claim's points follow the rate of now and stay as they are
 * until it is decided, whatever the rate is by then.
 */
export async function submitPurchaseClaim(
  dataSource: DataSource,
  input: PurchaseInput,
): Promise<{ member: LoyaltyMember; transaction: LoyaltyTransaction }> {
  return dataSource.transaction(async (manager) => {
    const programme = await lockProgramme(manager);
    const member = await findMemberByCode(manager, input.loyaltyCode, { lock: true, field: 'loyaltyCode' });
    const claims = manager.getRepository(PurchaseClaimEntity);
    const claimsToday = await claims
      .createQueryBuilder('claim')
      .where('claim.memberId = :memberId', { memberId: member.id })
      .andWhere("claim.createdAt > now() - interval '24 hours'")
      .getCount();
    if (claimsToday >= DAILY_PURCHASE_LIMIT) {
      throw new AppError('TOO_MANY_REQUESTS', `You can add up to ${DAILY_PURCHASE_LIMIT} purchases in 24 hours. Please add this one tomorrow.`);
    }
    if (await orderAlreadyCredited(manager, input.avonOrderNumber)) throw new AppError('CONFLICT', DUPLICATE_ORDER, 'avonOrderNumber');
    const storeOrder = await storeOrderForMember(manager, input.avonOrderNumber, member.id);
    const storeTotalDiffers = storeOrder !== null && storeOrder.totalCents !== input.avonOrderTotal;
    const conflict = storeOrder?.conflict ?? 'none';
    const inserted = await claims
      .createQueryBuilder()
      .insert()
      .values({
        memberId: member.id,
        orderNumber: input.avonOrderNumber,
        totalCents: input.avonOrderTotal,
        points: pointsForOrderTotal(input.avonOrderTotal, programme.pointsPerDollar),
        storeTotalCents: storeTotalDiffers ? storeOrder.totalCents : null,
        storeOrderConflict: conflict,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const claimId = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (claimId === undefined) throw new AppError('CONFLICT', DUPLICATE_ORDER, 'avonOrderNumber');
    const claim = await claims.findOneByOrFail({ id: String(claimId) });

    if (storeOrder && !storeTotalDiffers && conflict === 'none') {
      await approveLockedClaims(manager, [claim], new Map([[member.id, member]]), 'store_order', programme.tierThresholds);
      const entry = await manager.getRepository(LoyaltyTransactionEntity).findOneByOrFail({ id: claim.ledgerTransactionId ?? '' });
      return { member: await memberDto(manager, member), transaction: toTransactionDto(entry) };
    }
    return { member: await memberDto(manager, member), transaction: claimActivityDto(claim) };
  });
}
