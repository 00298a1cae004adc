import type { DataSource } from 'typeorm';
import { queryRows, sql } from '../../db/sql.js';

/** True when the database answers a trivial query within a short time. */
export async function isDatabaseReady(dataSource: DataSource): Promise<boolean> {
  try {
    await Promise.race([
      queryRows(dataSource, sql<{ '?column?': number }>`SELECT 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
