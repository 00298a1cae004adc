import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { AppMetrics } from './app-metrics.js';
import type { Env } from './env.js';
import type { PublicContent } from './public-content.js';

/**
 * What request handlers need from the outside world; built once at start. A feature that
 * offers a service to the others adds it here from its own public module with
 * `declare module '<path>/core/app-deps.js' { interface AppDeps { ... } }` and fills it in its
 * `start` (see FeatureModule), so this file never names a feature.
 */
export interface AppDeps {
  env: Env;
  dataSource: DataSource;
  logger?: FastifyBaseLogger;
  /** The version of what public pages show; the features that own that content drive it. */
  publicContent: PublicContent;
  /** This process's Prometheus numbers (requests, procedures, mail, runtime). */
  metrics: AppMetrics;
}
