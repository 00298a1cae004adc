import type { FeatureModule } from '../../core/feature-module.js';
import './api.js';
import { startStoreSettings } from './store-settings-cache.js';
import { storeSettingDefaults } from './store-settings.service.js';
import { StoreSettingEntity } from './store-setting.entity.js';
import { storeSettingsRest } from './store-settings.rest.js';
import { storeSettingsRouter } from './store-settings.router.js';

/** The settings the representative changes herself (storefront, free shipping, contact, survey timing); started before the features that read them. */
export const storeSettingsFeature = {
  name: 'store-settings',
  entities: [StoreSettingEntity],
  trpc: { storeSettings: storeSettingsRouter },
  rest: storeSettingsRest,
  async start(deps) {
    const running = await startStoreSettings({ dataSource: deps.dataSource, defaults: storeSettingDefaults(deps.env), logger: deps.logger ?? console });
    deps.storeSettings = running.cache;
    // Pages show the contact details, the storefront's links and the free-shipping threshold.
    running.cache.follow(deps.publicContent.source('store-settings'));
    return running;
  },
} satisfies FeatureModule;
