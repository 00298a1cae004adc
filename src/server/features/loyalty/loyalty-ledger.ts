import type { EntityManager } from 'typeorm';
import type { LedgerKind } from '../../../shared/loyalty.js';
import { type TierThresholds, tierForPoints } from '../../../shared/loyalty-programme.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';

export interface LedgerEntry {
  kind: LedgerKind;
  pointsAmount: number;
  description: string;
  avonOrderNumber?: string;
  orderTotalCents?: number;
  reversesTransactionId?: string;
}

/**
 * Appends one ledger row and moves the member's cached totals by the same amount. The caller
 * holds the member's row lock, taken after reading `thresholds` with lockProgramme. Returns null when a unique key (order number, reversed
 * purchase) is already taken; nothing is changed then.
 * Total earned counts purchases net of reversals; redemptions spend without lowering it, and
 * their refunds give back without raising it.
 */
export async function appendLedgerEntry(
  manager: EntityManager,
  member: LoyaltyMemberEntity,
  entry: LedgerEntry,
  thresholds: TierThresholds,
): Promise<LoyaltyTransactionEntity | null> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(LoyaltyTransactionEntity)
    .values({
      memberId: member.id,
      kind: entry.kind,
      pointsAmount: entry.pointsAmount,
      description: entry.description.slice(0, 200),
      avonOrderNumber: entry.avonOrderNumber ?? null,
      orderTotalCents: entry.orderTotalCents ?? null,
      reversesTransactionId: entry.reversesTransactionId ?? null,
    })
    .orIgnore()
    .returning(['id'])
    .execute();
  const id = (result.raw as Array<{ id: string }>)[0]?.id;
  if (id === undefined) return null;

  const earned = entry.kind === 'redemption' || entry.kind === 'refund' ? 0 : entry.pointsAmount;
  member.pointsBalance += entry.pointsAmount;
  member.totalPointsEarned += earned;
  member.tierLevel = tierForPoints(member.totalPointsEarned, thresholds);
  await manager.getRepository(LoyaltyMemberEntity).update(
    { id: member.id },
    { pointsBalance: member.pointsBalance, totalPointsEarned: member.totalPointsEarned, tierLevel: member.tierLevel },
  );
  return manager.getRepository(LoyaltyTransactionEntity).findOneByOrFail({ id: String(id) });
}
