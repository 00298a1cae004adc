import type { AnyTRPCRouter } from '@trpc/server';
import type { Seeder } from '../db/seed/seeder.js';
import type { EmailTemplate } from '../mail/email-template.js';
import type { RestPlugin } from '../http/rest-routes.js';
import type { PageSource } from '../seo/site-pages.js';
import type { AppDeps } from './app-deps.js';

/** What a feature started for the life of the process (a cache, a listener, a worker). */
export interface StartedFeature {
  stop(): Promise<void>;
}

/**
 * Everything one feature brings to the app, exported from its folder's `index.ts`. The app root
 * (`src/server/features.ts`) lists these modules; nothing else names a feature.
 */
export interface FeatureModule {
  name: string;
  /** Its TypeORM entities (migrations are generated from the union of every feature's). */
  entities?: Function[];
  /** Its tRPC routers, by the name the client calls them under. */
  trpc?: Record<string, AnyTRPCRouter>;
  /** Procedures (by path, e.g. 'articleAdmin.update') whose bodies may pass the app's 64 KB limit, with their own limit in bytes. */
  trpcBodyLimits?: Record<string, number>;
  /** Its REST adapter: the `/api` routes, each calling the same service as the procedure. */
  rest?: RestPlugin;
  /** Its demo data, seeded in the order of the feature list when its tables are empty. */
  seeders?: Seeder[];
  /** The emails it sends (the mail workers find each queued message's template among these). */
  emails?: EmailTemplate<unknown>[];
  /** What the sitemap says of its pages. */
  pages?: PageSource;
  /** Runs once before the server listens (and in tests); may add services to AppDeps. */
  start?(deps: AppDeps): Promise<StartedFeature>;
}
