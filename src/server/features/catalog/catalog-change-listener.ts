import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { CatalogCache } from './catalog-cache.js';
import { loadCatalogue } from './catalog.service.js';

/** The channel the product table's trigger notifies on every change (see the CatalogChangeNotices migration). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

interface ListenerLogger {
  info(message: string): void;
  warn(details: object, message: string): void;
}

export interface RunningCatalog {
  cache: CatalogCache;
  stop(): Promise<void>;
}

/**
 * Starts the catalogue cache with one dedicated connection that LISTENs for changes. While that
 * connection is down (database restart, network) the cache reads through to the database and the
 * listener retries every `retryMs`. Resolves once the first attempt has succeeded or failed.
 */
export async function startCatalogCache(options: {
  dataSource: DataSource;
  storeUrl: string;
  logger: ListenerLogger;
  retryMs?: number;
}): Promise<RunningCatalog> {
  const { dataSource, storeUrl, logger, retryMs = 1000 } = options;
  const connectionString = (dataSource.options as PostgresDataSourceOptions).url;
  const cache = new CatalogCache(() => loadCatalogue(dataSource, storeUrl));
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let outageReported = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      cache.setTrusted(false);
      client.end().catch(() => {});
      if (stopped) return;
      if (!outageReported) logger.warn({ reason: error instanceof Error ? error.message : 'connection ended' }, 'catalogue change notices lost: reading products from the database until they return');
      outageReported = true;
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryTimer.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => cache.invalidate());
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANGED_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (stopped || lost) return void client.end().catch(() => {});
    current = client;
    cache.setTrusted(true);
    if (outageReported) logger.info('catalogue change notices are back');
    outageReported = false;
  }

  await connect();
  return {
    cache,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await current?.end().catch(() => {});
    },
  };
}
