import type { DataSource, EntityManager } from 'typeorm';
import { type RedeemInput, tierRank } from '../../../shared/loyalty.js';
import { AppError } from '../../errors.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { recordAudit } from '../audit/api.js';
import { newRedemptionCode } from './loyalty-codes.js';
import { appendLedgerEntry } from './loyalty-ledger.js';
import { findMemberByCode } from './loyalty-members.service.js';
import { lockProgramme } from './loyalty-programme.js';
import { LoyaltyRedemptionEntity } from './loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';

/**
 * Spends points on a reward. The price is the reward's own cost (a different `pointsUsed`
 * means the client showed a stale price: 409). Tier and balance are checked under the
 * member's row lock, so parallel redemptions can never overspend.
 */
export async function redeemReward(dataSource: DataSource, input: RedeemInput): Promise<{ redemptionCode: string }> {
  return dataSource.transaction(async (manager) => {
    // Spending leaves the tier as it is, but the ledger writes it: with the thresholds of now.
    const { tierThresholds } = await lockProgramme(manager);
    const member = await findMemberByCode(manager, input.loyaltyCode, { lock: true, field: 'loyaltyCode' });
    const reward = await manager.getRepository(LoyaltyRewardEntity).findOneBy({ id: input.rewardId, active: true });
    if (!reward) throw new AppError('NOT_FOUND', 'Reward not found', 'rewardId');
    if (input.pointsUsed !== reward.pointsCost) {
      throw new AppError(
        'CONFLICT',
        `This reward costs ${reward.pointsCost} points, not ${input.pointsUsed}. Refresh the rewards and try again.`,
        'pointsUsed',
      );
    }
    if (tierRank(member.tierLevel) < tierRank(reward.minTier)) {
      throw new AppError('FORBIDDEN', `This reward needs ${reward.minTier} tier or higher.`, 'rewardId');
    }
    if (member.pointsBalance < reward.pointsCost) {
      throw new AppError(
        'CONFLICT',
        `Not enough points: this reward costs ${reward.pointsCost} points and the balance is ${member.pointsBalance}.`,
        'pointsUsed',
      );
    }
    const entry = await appendLedgerEntry(manager, member, {
      kind: 'redemption',
      pointsAmount: -reward.pointsCost,
      description: `Redeemed: ${reward.name}`,
    }, tierThresholds);
    if (!entry) throw new Error('redemption ledger entry was not written');
    const { id, redemptionCode } = await storeRedemption(manager, { memberId: member.id, rewardId: reward.id, transactionId: entry.id, pointsUsed: reward.pointsCost });
    // The code is the member's to show at the counter: the history names the reward and member instead.
    await recordAudit(manager, { area: 'loyalty-redemption', subject: String(id), action: 'redeem', after: { status: 'issued', reward: reward.name, pointsUsed: reward.pointsCost } });
    await recordFunnelEvent(manager, {
      type: 'reward_redeemed',
      subject: String(member.id),
      details: { rewardId: reward.id, points: reward.pointsCost },
    });
    return { redemptionCode };
  });
}

type RedemptionRow = Pick<LoyaltyRedemptionEntity, 'memberId' | 'rewardId' | 'transactionId' | 'pointsUsed'>;

/** Stores the redemption under a fresh random code; a code clash draws another. */
async function storeRedemption(manager: EntityManager, row: RedemptionRow): Promise<{ id: number; redemptionCode: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const redemptionCode = newRedemptionCode();
    const result = await manager.createQueryBuilder().insert().into(LoyaltyRedemptionEntity).values({ ...row, redemptionCode }).orIgnore().returning(['id']).execute();
    const [inserted] = result.raw as Array<{ id: number }>;
    if (inserted) return { id: inserted.id, redemptionCode };
  }
  throw new Error('could not allocate a unique redemption code');
}
