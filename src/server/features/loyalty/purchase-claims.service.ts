import type { DataSource } from 'typeorm';
import { DAILY_PURCHASE_LIMIT, type LoyaltyMember, type LoyaltyTransaction, type PurchaseInput } from '../../../shared/loyalty.js';
import { pointsForOrderTotal } from '../../../shared/loyalty-programme.js';
import { AppError } from '../../errors.js';
import { approveLockedClaims } from './claim-approval.js';
import { claimActivityDto, findMemberByCode, memberDto, toTransactionDto } from './loyalty-members.service.js';
import { lockProgramme } from './loyalty-programme.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { StoreOrderEntity } from './store-order.entity.js';

export const DUPLICATE_ORDER = 'This order number has already been recorded';

/**
 * Records a member's purchase claim. Its points are pending until the claim is approved, except
 * when an imported store order already has this number and total: then it is approved at once.
 * An order number is claimed once across all members (a unique index decides between racing
 * claims), and one member may add at most DAILY_PURCHASE_LIMIT claims in any 24 hours (counted
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
    const storeOrder = await manager.getRepository(StoreOrderEntity).findOneBy({ orderNumber: input.avonOrderNumber });
    const storeTotalDiffers = storeOrder !== null && storeOrder.totalCents !== input.avonOrderTotal;
    const inserted = await claims
      .createQueryBuilder()
      .insert()
      .values({
        memberId: member.id,
        orderNumber: input.avonOrderNumber,
        totalCents: input.avonOrderTotal,
        points: pointsForOrderTotal(input.avonOrderTotal, programme.pointsPerDollar),
        storeTotalCents: storeTotalDiffers ? storeOrder.totalCents : null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const claimId = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (claimId === undefined) throw new AppError('CONFLICT', DUPLICATE_ORDER, 'avonOrderNumber');
    const claim = await claims.findOneByOrFail({ id: String(claimId) });

    if (storeOrder && !storeTotalDiffers) {
      await approveLockedClaims(manager, [claim], new Map([[member.id, member]]), 'store_order', programme.tierThresholds);
      const entry = await manager.getRepository(LoyaltyTransactionEntity).findOneByOrFail({ id: claim.ledgerTransactionId ?? '' });
      return { member: await memberDto(manager, member), transaction: toTransactionDto(entry) };
    }
    return { member: await memberDto(manager, member), transaction: claimActivityDto(claim) };
  });
}
