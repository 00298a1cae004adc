import type { FeatureModule } from '../../core/feature-module.js';
import { systemRouter } from './system.router.js';

/** Whether the app can serve (the client's readiness check), and the home and help pages in the sitemap. */
export const systemFeature = {
  name: 'system',
  trpc: { system: systemRouter },
  pages: { indexed: ['/', '/support'] },
} satisfies FeatureModule;
