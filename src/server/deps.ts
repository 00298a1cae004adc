import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Env } from './env.js';

/** What request handlers need from the outside world; built once at start. */
export interface AppDeps {
  env: Env;
  dataSource: DataSource;
  logger?: FastifyBaseLogger;
}
