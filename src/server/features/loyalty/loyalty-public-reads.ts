import type { DataSource } from 'typeorm';
import { type LoyaltyTier, loyaltyTiers, type Reward, tierRank } from '../../../shared/loyalty.js';
import type { LoyaltyProgramme } from '../../../shared/loyalty-programme.js';
import { type ChangeListener, listenForChanges } from '../../db/change-listener.js';
import { NoticedCache } from '../../db/noticed-cache.js';
import { readProgramme } from './loyalty-programme.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';

/** What every visitor reads of the programme alike: the rewards on offer and the rate and thresholds. */
export interface LoyaltyPublicReads {
  /** Active rewards, cheapest first. */
  rewards: Reward[];
  programme: LoyaltyProgramme;
}

/** The channel the reward and settings tables' triggers notify on every change (loyalty/sql/loyalty_public_notify_changed.sql). */
const LOYALTY_PUBLIC_CHANGED_CHANNEL = 'loyalty_public_changed';

function toRewardDto(reward: LoyaltyRewardEntity): Reward {
  return { id: reward.id, name: reward.name, description: reward.description, pointsCost: reward.pointsCost, minTier: reward.minTier };
}

async function loadLoyaltyPublicReads(dataSource: DataSource): Promise<LoyaltyPublicReads> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => {
    const rows = await manager.getRepository(LoyaltyRewardEntity).find({ where: { active: true }, order: { pointsCost: 'ASC', id: 'ASC' } });
    return { rewards: rows.map(toRewardDto), programme: await readProgramme(manager) };
  });
}

/** Active rewards a member of `tier` may redeem (every reward when no tier is given), cheapest first. */
export function rewardsFor(reads: LoyaltyPublicReads, input: { tier?: LoyaltyTier }): { rewards: Reward[] } {
  if (!input.tier) return { rewards: reads.rewards };
  const tiers = new Set(loyaltyTiers.slice(0, tierRank(input.tier) + 1));
  return { rewards: reads.rewards.filter((reward) => tiers.has(reward.minTier)) };
}

/**
 * Keeps the rewards and the programme in memory in every process while the tables' change
 * notices arrive, so a burst of visitors reading them needs no database connection; a change
 * anywhere drops every copy, and a writer here drops its own at once (transactionChanging).
 */
export async function startLoyaltyPublicReads(options: {
  dataSource: DataSource;
  logger: { info(message: string): void; warn(details: object, message: string): void };
}): Promise<{ cache: NoticedCache<LoyaltyPublicReads>; listener: ChangeListener }> {
  const cache = new NoticedCache(() => loadLoyaltyPublicReads(options.dataSource));
  const listener = await listenForChanges({
    ...options,
    channel: LOYALTY_PUBLIC_CHANGED_CHANNEL,
    target: cache,
    messages: { lost: 'loyalty reward notices lost: reading rewards and the programme from the database until they return', back: 'loyalty reward notices are back' },
  });
  await cache.warm();
  return { cache, listener };
}
