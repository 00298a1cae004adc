import type { EntityManager } from 'typeorm';
import { type LoyaltyProgramme, pointsForOrderTotal, tierForPoints } from '../../../shared/loyalty-programme.js';
import { formatCents } from '../../../shared/money.js';
import type { Seeder } from '../../db/seed/seeder.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { newRedemptionCode } from './loyalty-codes.js';
import { readProgramme } from './loyalty-programme.js';
import { ensureSettingsRow } from './loyalty-settings.service.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyRedemptionEntity } from './loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { type DemoMember, demoMembers, rewardSeeds } from './loyalty-seed-data.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { PurchaseClaimDecisionEntity } from './purchase-claim-decision.entity.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes a demo member's history with its dates, keeping balance = ledger sum. */
async function seedMember(manager: EntityManager, demo: DemoMember, rewards: Map<string, LoyaltyRewardEntity>, programme: LoyaltyProgramme): Promise<void> {
  const member = await manager.getRepository(LoyaltyMemberEntity).save({ loyaltyCode: demo.loyaltyCode, firstName: demo.firstName, email: null, confirmedAt: new Date() });
  let purchases = 0;
  for (const entry of demo.history) {
    const createdAt = new Date(Date.now() - entry.daysAgo * DAY_MS);
    if (entry.order?.pending) {
      // A claim waiting in the representative's review queue.
      const { number, totalCents } = entry.order;
      await manager.getRepository(PurchaseClaimEntity).insert({ memberId: member.id, orderNumber: number, totalCents, points: pointsForOrderTotal(totalCents, programme.pointsPerDollar), createdAt });
    } else if (entry.order) {
      const points = pointsForOrderTotal(entry.order.totalCents, programme.pointsPerDollar);
      const purchase = await manager.getRepository(LoyaltyTransactionEntity).insert({
        memberId: member.id,
        kind: 'purchase',
        pointsAmount: points,
        description: `Purchase of ${formatCents(entry.order.totalCents)}`,
        avonOrderNumber: entry.order.number,
        orderTotalCents: entry.order.totalCents,
        createdAt,
      });
      const claim = await manager.getRepository(PurchaseClaimEntity).insert({
        memberId: member.id,
        orderNumber: entry.order.number,
        totalCents: entry.order.totalCents,
        points,
        status: 'approved',
        decidedAt: createdAt,
        decidedBy: 'representative',
        ledgerTransactionId: String(purchase.identifiers[0]?.id),
        createdAt,
      });
      const claimId = String(claim.identifiers[0]?.id);
      await manager.getRepository(PurchaseClaimDecisionEntity).insert({ claimId, status: 'approved', decidedBy: 'representative', reason: null, createdAt });
      member.pointsBalance += points;
      member.totalPointsEarned += points;
      // The dashboard's numbers come from funnel events: the demo history has its own.
      const subject = String(member.id);
      await recordFunnelEvent(manager, { type: 'loyalty_purchase', subject, amountCents: entry.order.totalCents, details: { points }, occurredAt: createdAt });
      purchases += 1;
      if (purchases === 2) await recordFunnelEvent(manager, { type: 'return_customer', subject, occurredAt: createdAt });
    } else if (entry.reward) {
      const reward = rewards.get(entry.reward);
      if (!reward) throw new Error(`demo reward ${entry.reward} is not seeded`);
      const inserted = await manager.getRepository(LoyaltyTransactionEntity).insert({
        memberId: member.id,
        kind: 'redemption',
        pointsAmount: -reward.pointsCost,
        description: `Redeemed: ${reward.name}`,
        createdAt,
      });
      await manager.getRepository(LoyaltyRedemptionEntity).insert({
        redemptionCode: newRedemptionCode(),
        memberId: member.id,
        rewardId: reward.id,
        transactionId: String(inserted.identifiers[0]?.id),
        pointsUsed: reward.pointsCost,
        status: 'fulfilled',
        decidedAt: createdAt,
        decidedBy: 'representative',
        createdAt,
      });
      member.pointsBalance -= reward.pointsCost;
      await recordFunnelEvent(manager, { type: 'reward_redeemed', subject: String(member.id), details: { rewardId: reward.id }, occurredAt: createdAt });
    }
  }
  member.tierLevel = tierForPoints(member.totalPointsEarned, programme.tierThresholds);
  await manager.getRepository(LoyaltyMemberEntity).save(member);
}

export const loyaltySeeder: Seeder = {
  name: 'loyalty',
  async isEmpty(manager) {
    return (await manager.getRepository(LoyaltyRewardEntity).count()) === 0;
  },
  async seed(manager, options) {
    // The settings start at the defaults (a reseed empties the table the migration filled).
    await ensureSettingsRow(manager);
    const saved = await manager.getRepository(LoyaltyRewardEntity).save(rewardSeeds.map((reward) => ({ ...reward })));
    if (!options.demoPeople) return;
    const rewards = new Map(saved.map((reward) => [reward.name, reward]));
    const programme = await readProgramme(manager);
    for (const demo of demoMembers) await seedMember(manager, demo, rewards, programme);
  },
};
