import type { FeatureModule } from '../../core/feature-module.js';
import type { FirstScreenHelpers } from '../../seo/first-screen.js';
import type { StoreSettingsProcedures } from '../store-settings/api.js';
import { siteJsonLd } from './site-json-ld.js';
import { systemRouter } from './system.router.js';

/** Whether the app can serve (the client's readiness check), and the landing page's head. */
export const systemFeature = {
  name: 'system',
  trpc: { system: systemRouter },
  // The landing page: drawn on the server with the shoppers' settings (its free-shipping claim).
  pages: {
    static: {
      '/': {
        firstScreen: { prefetch: (helpers: FirstScreenHelpers<StoreSettingsProcedures>) => helpers.storeSettings.public.prefetch() },
        jsonLd: async (deps) => siteJsonLd(deps.env.SITE_URL, await deps.storeSettings.current()),
      },
      '/support': { title: 'Help and support', description: 'Contact your representative, and how orders, shipping and returns work.' },
    },
  },
} satisfies FeatureModule;
