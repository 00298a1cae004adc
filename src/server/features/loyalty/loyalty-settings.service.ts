import type { DataSource } from 'typeorm';
import type { LoyaltySettings } from '../../../shared/loyalty-review.js';
import { LoyaltySettingEntity } from './loyalty-setting.entity.js';

const SETTINGS_ID = 1;

/** The programme's settings; defaults until the representative saves some. */
export async function getLoyaltySettings(dataSource: DataSource): Promise<LoyaltySettings> {
  const row = await dataSource.getRepository(LoyaltySettingEntity).findOneBy({ id: SETTINGS_ID });
  return { autoApproveAfterDays: row?.autoApproveAfterDays ?? null };
}

export async function saveLoyaltySettings(dataSource: DataSource, settings: LoyaltySettings): Promise<LoyaltySettings> {
  await dataSource.getRepository(LoyaltySettingEntity).upsert({ id: SETTINGS_ID, ...settings }, ['id']);
  return getLoyaltySettings(dataSource);
}
