import type { DataSource } from 'typeorm';
import type { StoreSettings } from '../../../shared/store-settings.js';
import { listenForChanges } from '../../db/change-listener.js';
import { NoticedCache } from '../../db/noticed-cache.js';
import { readStoredSettings, withDefaults } from './store-settings.service.js';

/** The channel the store_setting table's trigger notifies on every change (store-settings/sql/store_setting_notify_changed.sql). */
const STORE_SETTINGS_CHANGED_CHANNEL = 'store_settings_changed';

/**
 * The settings as they apply now, read on most requests (every product link is built from the
 * storefront address), so kept in memory while PostgreSQL reports the table's changes.
 */
export class StoreSettingsCache extends NoticedCache<StoreSettings> {
  constructor(
    dataSource: DataSource,
    /** What each setting is when none is saved. */
    readonly defaults: StoreSettings,
  ) {
    super(async () => withDefaults(await readStoredSettings(dataSource), defaults));
  }

  /** The storefront address that applies now: product and shop links are built from it. */
  async storeUrl(): Promise<string> {
    return (await this.current()).storeUrl;
  }
}

/** Starts the cache and the connection that LISTENs for its changes; while that is down the cache reads through. */
export async function startStoreSettings(options: {
  dataSource: DataSource;
  defaults: StoreSettings;
  logger: { info(message: string): void; warn(details: object, message: string): void };
  retryMs?: number;
}): Promise<{ cache: StoreSettingsCache; stop(): Promise<void> }> {
  const cache = new StoreSettingsCache(options.dataSource, options.defaults);
  const listener = await listenForChanges({
    ...options,
    channel: STORE_SETTINGS_CHANGED_CHANNEL,
    target: cache,
    messages: { lost: 'store setting notices lost: reading the settings from the database until they return', back: 'store setting notices are back' },
  });
  await cache.warm();
  return { cache, stop: () => listener.stop() };
}
