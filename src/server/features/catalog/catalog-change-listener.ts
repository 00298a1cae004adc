import type { DataSource } from 'typeorm';
import { listenForChanges } from '../../db/change-listener.js';
import { CatalogCache } from './catalog-cache.js';
import { loadActiveProducts } from './catalog.service.js';

/** The channel the product table's trigger notifies on every change (catalog/sql/product_notify_catalog_changed.sql). */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

export interface RunningCatalog {
  cache: CatalogCache;
  stop(): Promise<void>;
}

/**
 * Starts the catalogue cache and the connection that LISTENs for product changes; while that
 * connection is down the cache reads through to the database.
 */
export async function startCatalogCache(options: {
  dataSource: DataSource;
  /** The storefront address that applies now (product links are built from it). */
  storeUrl: () => Promise<string>;
  logger: { info(message: string): void; warn(details: object, message: string): void };
  retryMs?: number;
}): Promise<RunningCatalog> {
  const cache = new CatalogCache(() => loadActiveProducts(options.dataSource), options.storeUrl);
  const listener = await listenForChanges({
    ...options,
    channel: CATALOG_CHANGED_CHANNEL,
    target: cache,
    messages: { lost: 'catalogue change notices lost: reading products from the database until they return', back: 'catalogue change notices are back' },
  });
  // Read once now, so the first requests (a burst, or a test on a busy machine) need no connection.
  await cache.warm();
  return { cache, stop: () => listener.stop() };
}
