import type { DataSource } from 'typeorm';

/**
 * Tables a rejected request may legitimately write: the rate-limit counters count
 * well-formed requests that were then refused (unknown code), and every wrong password is
 * recorded against its address (the sign-in policy), by design.
 */
const COUNTERS = new Set(['rate_limit_counter', 'rep_sign_in_failure']);

export type TableSnapshot = Record<string, string>;

/** One query that returns, per table, its row count and a hash of every row's content. */
export function snapshotQuery(dataSource: DataSource): string {
  const tables = [...new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName))].filter((name) => !COUNTERS.has(name)).sort();
  if (tables.length === 0) throw new Error('no entity tables');
  return tables
    .map(
      (name) =>
        `SELECT '${name}' AS "table", count(*)::int AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
    )
    .join(' UNION ALL ');
}

/** Row counts and content hashes of every entity table (except the counters above). */
export async function snapshotTables(dataSource: DataSource, query = snapshotQuery(dataSource)): Promise<TableSnapshot> {
  const rows: Array<{ table: string; rows: number; hash: string }> = await dataSource.query(query);
  return Object.fromEntries(rows.map((row) => [row.table, `${row.rows} rows, ${row.hash}`]));
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
