import type { DataSource, EntityManager } from 'typeorm';

/** A copy kept in this process's memory that a change must drop. */
export interface DroppableCache {
  invalidate(): void;
}

/**
 * Runs a transaction that changes what `caches` keep, and drops this process's copies as soon as
 * it ends. The table's change notice drops every other process's copy, but it comes back through
 * PostgreSQL and a busy machine delays it: without this, the representative who saves a product
 * could open the shop and not see it. Dropped also when the transaction fails, since a failed
 * commit may still have committed.
 */
export async function transactionChanging<T>(dataSource: DataSource, caches: readonly DroppableCache[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await dataSource.transaction(work);
  } finally {
    for (const cache of caches) cache.invalidate();
  }
}
