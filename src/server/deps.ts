import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Env } from './env.js';
import type { CatalogCache } from './features/catalog/catalog-cache.js';

/** What request handlers need from the outside world; built once at start. */
export interface AppDeps {
  env: Env;
  dataSource: DataSource;
  /** The product catalogue, kept in memory while PostgreSQL reports its changes. */
  catalog: CatalogCache;
  logger?: FastifyBaseLogger;
}
