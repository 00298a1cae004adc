import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from '../../core/app-deps.js';
import type { Env } from '../../core/env.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../../shared/shopper-settings.js';
import { SUPPORT_EMAIL } from '../../../shared/site.js';
import { DEFAULT_BACKUP_TIME_OF_DAY } from '../../../shared/backup.js';
import { DEFAULT_DIGEST_TIME } from '../../../shared/digest.js';
import {
  DEFAULT_UNCONFIRMED_RETENTION_DAYS,
  type AdminStoreSettings,
  type PublicStoreSettings,
  STORE_SETTINGS_CHANGED_SINCE_OPENED,
  type StoreSettingChanges,
  type StoreSettingName,
  type StoreSettings,
  type UpdateStoreSettingsInput,
} from '../../../shared/store-settings.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { StoreSettingEntity } from './store-setting.entity.js';
import { execute, sql } from '../../db/sql.js';

/** An hour after a survey answer: well inside the promised 24 hours, with time to add a personal line. */
const DEFAULT_SURVEY_FOLLOW_UP_DELAY_MINUTES = 60;

const SETTINGS_ID = 1;

/** Each setting's default: the environment variable where there is one, otherwise the constant the site had before. */
export function storeSettingDefaults(env: Pick<Env, 'STORE_URL' | 'SURVEY_INVITE_DELAY_HOURS'>): StoreSettings {
  return {
    storeUrl: env.STORE_URL,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    contactEmail: SUPPORT_EMAIL,
    contactPhone: null,
    supportNote: null,
    surveyInviteDelayHours: env.SURVEY_INVITE_DELAY_HOURS,
    backupTimeOfDay: DEFAULT_BACKUP_TIME_OF_DAY,
    digestEnabled: true,
    digestTime: DEFAULT_DIGEST_TIME,
    surveyFollowUpDelayMinutes: DEFAULT_SURVEY_FOLLOW_UP_DELAY_MINUTES,
    memberOfferText: null,
    memberOfferCode: null,
    memberOfferExpiresOn: null,
    unconfirmedRetentionDays: DEFAULT_UNCONFIRMED_RETENTION_DAYS,
    instagramUrl: null,
    facebookUrl: null,
    tiktokUrl: null,
    pinterestUrl: null,
    youtubeUrl: null,
  };
}

const settingNames = Object.keys(storeSettingDefaults({ STORE_URL: '', SURVEY_INVITE_DELAY_HOURS: 0 })) as StoreSettingName[];

/** A saved value wins; null (never saved, or set back) is the default. */
export function withDefaults(row: StoreSettingEntity | null, defaults: StoreSettings): StoreSettings {
  const settings = { ...defaults } as Record<StoreSettingName, unknown>;
  for (const name of settingNames) if (row && row[name] !== null) settings[name] = row[name];
  return settings as StoreSettings;
}

export async function readStoredSettings(db: DataSource | EntityManager): Promise<StoreSettingEntity | null> {
  return db.getRepository(StoreSettingEntity).findOneBy({ id: SETTINGS_ID });
}

type SettingsDeps = Pick<AppDeps, 'dataSource' | 'storeSettings'>;

function toAdmin(row: StoreSettingEntity | null, defaults: StoreSettings): AdminStoreSettings {
  // The row is made by the first save; until then it is version 1 of all defaults.
  return { settings: withDefaults(row, defaults), defaults, version: row?.version ?? 1, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** The representative's view: read from the database, so the version is the one a save must name. */
export async function getAdminStoreSettings({ dataSource, storeSettings }: SettingsDeps): Promise<AdminStoreSettings> {
  return toAdmin(await readStoredSettings(dataSource), storeSettings.defaults);
}

/** What every shopper may see. */
export async function getPublicStoreSettings({ storeSettings }: Pick<AppDeps, 'storeSettings'>): Promise<PublicStoreSettings> {
  const { storeUrl, freeShippingThresholdCents, contactEmail, contactPhone, supportNote, instagramUrl, facebookUrl, tiktokUrl, pinterestUrl, youtubeUrl } = await storeSettings.current();
  return { storeUrl, freeShippingThresholdCents, contactEmail, contactPhone, supportNote, instagramUrl, facebookUrl, tiktokUrl, pinterestUrl, youtubeUrl };
}

/** The settings the update really changes (a value sent equal to the saved one is no change). */
function realChanges(row: StoreSettingEntity, changes: StoreSettingChanges): Partial<Pick<StoreSettingEntity, StoreSettingName>> {
  return Object.fromEntries(Object.entries(changes).filter(([name, value]) => value !== undefined && row[name as StoreSettingName] !== value));
}

/**
 * Saves the settings sent, against the version the editor opened: an older one answers 409 and
 * changes nothing (the row is locked and compared in one transaction). Every process picks the
 * change up from the table's notice; this one at once.
 */
export async function updateStoreSettings(deps: SettingsDeps, input: UpdateStoreSettingsInput): Promise<AdminStoreSettings> {
  const { version, ...changes } = input;
  const { defaults } = deps.storeSettings;
  return transactionChanging(deps.dataSource, [deps.storeSettings], async (manager) => {
    await execute(manager, sql`INSERT INTO store_setting (id) VALUES (${SETTINGS_ID}) ON CONFLICT (id) DO NOTHING`);
    const repository = manager.getRepository(StoreSettingEntity);
    const current = await repository.createQueryBuilder('setting').where('setting.id = :id', { id: SETTINGS_ID }).setLock('pessimistic_write').getOneOrFail();
    if (current.version !== version) throw new AppError('CONFLICT', STORE_SETTINGS_CHANGED_SINCE_OPENED, 'version');
    const changed = realChanges(current, changes);
    if (Object.keys(changed).length === 0) return toAdmin(current, defaults);
    const before = toAdmin(current, defaults);
    await repository.update({ id: SETTINGS_ID }, { ...changed, version: () => 'version + 1', updatedAt: () => 'now()' });
    const after = toAdmin(await repository.findOneByOrFail({ id: SETTINGS_ID }), defaults);
    await recordAudit(manager, {
      area: 'store-settings',
      subject: 'store',
      action: 'update',
      before: { version: before.version, ...before.settings },
      after: { version: after.version, ...after.settings },
    });
    return after;
  });
}
