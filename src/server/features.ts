import type { AppDeps } from './core/app-deps.js';
import { AppMetrics } from './core/app-metrics.js';
import type { FeatureModule, StartedFeature } from './core/feature-module.js';
import { PublicContent } from './core/public-content.js';
import { createDataSource } from './db/data-source.js';
import type { EmailTemplate } from './mail/email-template.js';
import { analyticsFeature } from './features/analytics/index.js';
import { articlesFeature } from './features/articles/index.js';
import { auditFeature } from './features/audit/index.js';
import { backupFeature } from './features/backup/index.js';
import { cartFeature } from './features/cart/index.js';
import { catalogFeature } from './features/catalog/index.js';
import { emailFeature } from './features/email/index.js';
import { followUpFeature } from './features/follow-up/index.js';
import { loyaltyFeature } from './features/loyalty/index.js';
import { metricsFeature } from './features/metrics/index.js';
import { newsletterFeature } from './features/newsletter/index.js';
import { ordersFeature } from './features/orders/index.js';
import { quizFeature } from './features/quiz/index.js';
import { repAuthFeature } from './features/rep-auth/index.js';
import { storeSettingsFeature } from './features/store-settings/index.js';
import { surveyFeature } from './features/survey/index.js';
import { systemFeature } from './features/system/index.js';
import { usersFeature } from './features/users/index.js';
import { digestFeature } from './features/digest/index.js';
import { peopleFeature } from './features/people/index.js';
import { RateLimitCounterEntity } from './http/rate-limit-counter.entity.js';
import { gatherPages } from './seo/site-pages.js';

/**
 * Every feature of the app: the only file that names them all. Adding a feature is adding its
 * folder and one line here. The order is the order of start, demo data (a seeder may use the
 * rows of the ones before it) and the sitemap.
 */
export const features = [
  systemFeature,
  repAuthFeature,
  auditFeature,
  storeSettingsFeature,
  catalogFeature,
  quizFeature,
  usersFeature,
  cartFeature,
  loyaltyFeature,
  ordersFeature,
  articlesFeature,
  surveyFeature,
  followUpFeature,
  analyticsFeature,
  backupFeature,
  metricsFeature,
  newsletterFeature,
  digestFeature,
  peopleFeature,
  // Last: its workers render messages with the services the others start.
  emailFeature,
] as const;

const featureList: readonly FeatureModule[] = features;

/** The app's entities: the infrastructure's own and every feature's. */
export const entities: Function[] = [RateLimitCounterEntity, ...featureList.flatMap((feature) => feature.entities ?? [])];

export const seeders = featureList.flatMap((feature) => feature.seeders ?? []);

/** Every feature's email templates, by name: the workers render queued messages with these. */
export const emailTemplates: ReadonlyMap<string, EmailTemplate<unknown>> = new Map(
  featureList.flatMap((feature) => (feature.emails ?? []).map((template) => [template.name, template] as const)),
);

export const trpcBodyLimits: Record<string, number> = Object.assign({}, ...featureList.map((feature) => feature.trpcBodyLimits ?? {}));

export const restPlugins = featureList.flatMap((feature) => (feature.rest ? [feature.rest] : []));

export const sitePages = gatherPages(featureList.map((feature) => feature.pages ?? {}));

/** A DataSource that knows every entity of the app. */
export function createAppDataSource(url: string, options: { poolSize?: number } = {}) {
  return createDataSource(url, { ...options, entities });
}

/** What the app has before its features start: the rest of AppDeps is theirs to add. */
export type CoreDeps = Pick<AppDeps, 'env' | 'dataSource' | 'logger'>;

export interface StartedApp extends StartedFeature {
  deps: AppDeps;
}

/** Runs each feature's start in order, which completes AppDeps; `stop` stops them in reverse. */
export async function startFeatures(core: CoreDeps): Promise<StartedApp> {
  // Each start adds its own services (see the `declare module` in a feature's api.ts).
  const deps = { ...core, emailTemplates, publicContent: new PublicContent(), metrics: new AppMetrics() } as AppDeps;
  const started: StartedFeature[] = [];
  const stop = async () => {
    for (const running of [...started].reverse()) await running.stop();
  };
  try {
    for (const feature of featureList) if (feature.start) started.push(await feature.start(deps));
  } catch (error) {
    await stop();
    throw error;
  }
  return { deps, stop };
}
