import type { DataSource, EntityManager } from 'typeorm';
import { type AdminReward, type CreateRewardInput, REWARD_CHANGED_SINCE_OPENED, type UpdateRewardInput } from '../../../shared/reward-admin.js';
import type { AppDeps } from '../../core/app-deps.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';

function toAdminReward(entity: LoyaltyRewardEntity): AdminReward {
  const { id, name, description, pointsCost, minTier, active, version, updatedAt } = entity;
  return { id, name, description, pointsCost, minTier, active, version, updatedAt: updatedAt.toISOString() };
}

/** Every reward, offered or not, cheapest first. */
export async function listAdminRewards(dataSource: DataSource): Promise<{ rewards: AdminReward[] }> {
  const rows = await dataSource.getRepository(LoyaltyRewardEntity).find({ order: { pointsCost: 'ASC', id: 'ASC' } });
  return { rewards: rows.map(toAdminReward) };
}

/** What changes rewards need: the database, and the copy visitors read, to drop when the change ends. */
type RewardWriteDeps = Pick<AppDeps, 'dataSource' | 'loyaltyPublic'>;

export async function createReward({ dataSource, loyaltyPublic }: RewardWriteDeps, input: CreateRewardInput): Promise<{ reward: AdminReward }> {
  return transactionChanging(dataSource, [loyaltyPublic], async (manager) => {
    const repository = manager.getRepository(LoyaltyRewardEntity);
    const saved = await repository.save(repository.create(input));
    const reward = toAdminReward(await repository.findOneByOrFail({ id: saved.id }));
    await recordAudit(manager, { area: 'loyalty-reward', subject: String(reward.id), action: 'create', after: reward });
    return { reward };
  });
}

async function lockedReward(manager: EntityManager, id: number): Promise<LoyaltyRewardEntity> {
  const reward = await manager.getRepository(LoyaltyRewardEntity).createQueryBuilder('reward').where('reward.id = :id', { id }).setLock('pessimistic_write').getOne();
  if (!reward) throw new AppError('NOT_FOUND', `There is no reward with id ${id}`, 'id');
  return reward;
}

/**
 * Changes the given fields of the version the editor opened; an older version answers 409 and
 * changes nothing. A member redeeming at the old cost meanwhile is told the new one (redeem
 * compares the cost it was shown with the reward's).
 */
export async function updateReward({ dataSource, loyaltyPublic }: RewardWriteDeps, input: UpdateRewardInput): Promise<{ reward: AdminReward }> {
  const { id, version, ...changes } = input;
  return transactionChanging(dataSource, [loyaltyPublic], async (manager) => {
    const current = await lockedReward(manager, id);
    if (current.version !== version) throw new AppError('CONFLICT', REWARD_CHANGED_SINCE_OPENED, 'version');
    const before = toAdminReward(current);
    const repository = manager.getRepository(LoyaltyRewardEntity);
    await repository.update({ id }, { ...changes, version: () => 'version + 1', updatedAt: () => 'now()' });
    const reward = toAdminReward(await repository.findOneByOrFail({ id }));
    const action = before.active !== reward.active ? (reward.active ? 'offer' : 'withdraw') : 'update';
    await recordAudit(manager, { area: 'loyalty-reward', subject: String(id), action, before, after: reward });
    return { reward };
  });
}
