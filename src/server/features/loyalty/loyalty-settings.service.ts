import type { DataSource, EntityManager } from 'typeorm';
import type { TierThresholds } from '../../../shared/loyalty-programme.js';
import {
  type AutoApprovalInput,
  LOYALTY_SETTINGS_CHANGED,
  type LoyaltySettings,
  type UpdateLoyaltySettingsInput,
  type UpdateLoyaltySettingsOutput,
} from '../../../shared/loyalty-settings.js';
import type { AppDeps } from '../../core/app-deps.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { countTierChanges, retierAllMembers } from './loyalty-programme.js';
import { LoyaltySettingEntity } from './loyalty-setting.entity.js';
import { execute, sql } from '../../db/sql.js';

const SETTINGS_ID = 1;

/** What changes the programme needs: the database, and the copy visitors read, to drop. */
type LoyaltyWriteDeps = Pick<AppDeps, 'dataSource' | 'loyaltyPublic'>;

function toSettings(row: LoyaltySettingEntity): LoyaltySettings {
  return {
    pointsPerDollar: row.pointsPerDollar,
    tierThresholds: { silver: row.silverThreshold, gold: row.goldThreshold, platinum: row.platinumThreshold },
    autoApproveAfterDays: row.autoApproveAfterDays,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The settings row with the defaults, when a reseed emptied the table. */
export async function ensureSettingsRow(manager: EntityManager): Promise<void> {
  await execute(manager, sql`INSERT INTO loyalty_setting (id) VALUES (${SETTINGS_ID}) ON CONFLICT (id) DO NOTHING`);
}

export async function getLoyaltySettings(dataSource: DataSource): Promise<LoyaltySettings> {
  return dataSource.transaction(async (manager) => {
    const row = await manager.getRepository(LoyaltySettingEntity).findOneBy({ id: SETTINGS_ID });
    if (row) return toSettings(row);
    await ensureSettingsRow(manager);
    return toSettings(await manager.getRepository(LoyaltySettingEntity).findOneByOrFail({ id: SETTINGS_ID }));
  });
}

/** After how many days overdue claims approve themselves; null when that is off. */
export async function autoApprovalDays(dataSource: DataSource): Promise<number | null> {
  const row = await dataSource.getRepository(LoyaltySettingEntity).findOne({ where: { id: SETTINGS_ID }, select: { autoApproveAfterDays: true } });
  return row?.autoApproveAfterDays ?? null;
}

const sameThresholds = (a: TierThresholds, b: TierThresholds) => a.silver === b.silver && a.gold === b.gold && a.platinum === b.platinum;

/**
 * Saves the given fields over the version the editor opened (an older one answers 409 and
 * changes nothing). New thresholds move every member to the tier they now give, in the same
 * transaction; the rate applies to claims made from now on. Audited with before and after.
 */
export async function updateLoyaltySettings(deps: LoyaltyWriteDeps, input: UpdateLoyaltySettingsInput): Promise<UpdateLoyaltySettingsOutput> {
  const { version, ...changes } = input;
  return saveSettings(deps, version, changes);
}

/** The auto-approval setting alone (PUT, as before versions): the version is checked only when given. */
export async function saveAutoApproval(deps: LoyaltyWriteDeps, input: AutoApprovalInput): Promise<UpdateLoyaltySettingsOutput> {
  return saveSettings(deps, input.version, { autoApproveAfterDays: input.autoApproveAfterDays });
}

async function saveSettings(
  { dataSource, loyaltyPublic }: LoyaltyWriteDeps,
  version: number | undefined,
  changes: Omit<UpdateLoyaltySettingsInput, 'version'>,
): Promise<UpdateLoyaltySettingsOutput> {
  // The programme visitors read is kept in memory: this process drops its copy when this ends.
  return transactionChanging(dataSource, [loyaltyPublic], async (manager) => {
    await ensureSettingsRow(manager);
    const repository = manager.getRepository(LoyaltySettingEntity);
    // Taken before any member: the lock order of every change of points (loyalty-programme.ts).
    const current = await repository.createQueryBuilder('setting').where('setting.id = :id', { id: SETTINGS_ID }).setLock('pessimistic_write').getOneOrFail();
    if (version !== undefined && current.version !== version) throw new AppError('CONFLICT', LOYALTY_SETTINGS_CHANGED, 'version');
    const before = toSettings(current);
    const next = {
      autoApproveAfterDays: changes.autoApproveAfterDays === undefined ? before.autoApproveAfterDays : changes.autoApproveAfterDays,
      pointsPerDollar: changes.pointsPerDollar ?? before.pointsPerDollar,
      tierThresholds: changes.tierThresholds ?? before.tierThresholds,
    };
    const thresholdsChanged = !sameThresholds(next.tierThresholds, before.tierThresholds);
    if (!thresholdsChanged && next.pointsPerDollar === before.pointsPerDollar && next.autoApproveAfterDays === before.autoApproveAfterDays) {
      return { ...before, membersMoved: 0 };
    }
    const membersMoved = thresholdsChanged ? await retierAllMembers(manager, next.tierThresholds) : 0;
    await repository.update(
      { id: SETTINGS_ID },
      {
        autoApproveAfterDays: next.autoApproveAfterDays,
        pointsPerDollar: next.pointsPerDollar,
        silverThreshold: next.tierThresholds.silver,
        goldThreshold: next.tierThresholds.gold,
        platinumThreshold: next.tierThresholds.platinum,
        version: () => 'version + 1',
      },
    );
    const after = toSettings(await repository.findOneByOrFail({ id: SETTINGS_ID }));
    await recordAudit(manager, { area: 'loyalty-settings', subject: 'programme', action: 'update', before, after: { ...after, membersMoved } });
    return { ...after, membersMoved };
  });
}

/** How many members these thresholds would move to another tier if saved now. */
export async function previewTierChanges(dataSource: DataSource, thresholds: TierThresholds): Promise<{ members: number }> {
  return { members: await countTierChanges(dataSource.manager, thresholds) };
}
