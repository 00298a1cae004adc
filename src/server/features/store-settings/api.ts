// What other features may use of the store settings: the current ones, through deps.storeSettings.
import type { StoreSettingsCache } from './store-settings-cache.js';

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /**
     * The shop's settings as they apply now (`await deps.storeSettings.current()`), kept while
     * PostgreSQL reports their changes (set by the store-settings feature's start).
     */
    storeSettings: StoreSettingsCache;
  }
}
