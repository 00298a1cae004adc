import pg from 'pg';
import type { DataSource } from 'typeorm';

/**
 * Tables a rejected request may legitimately write: the rate-limit counters count
 * well-formed requests that were then refused (unknown code), and every wrong password is
 * recorded against its address (the sign-in policy), by design.
 */
const COUNTERS = new Set(['rate_limit_counter', 'rep_sign_in_failure']);

/** Columns a request moves by being made (a session's last-seen time and address): left out of the hash. */
const ROW_WITHOUT_TOUCHES: Record<string, string> = { rep_session: `ROW(t."tokenHash", t."accountId", t."expiresAt")` };

export type TableSnapshot = Record<string, string>;

/**
 * One query that returns, per table, its row count and a sum of a hash of every row version
 * (where it lies and the transaction that wrote it: any insert, update or delete changes it, even
 * one writing the same values back): no sort, no row read as text, so it stays cheap enough to
 * run around every fuzzed request. Tables whose rows a request touches by being made are hashed
 * by their content instead.
 */
export function snapshotQuery(dataSource: DataSource): string {
  const tables = [...new Set(dataSource.entityMetadatas.map((metadata) => metadata.tableName))].filter((name) => !COUNTERS.has(name)).sort();
  if (tables.length === 0) throw new Error('no entity tables');
  return tables
    .map(
      (name) =>
        `SELECT '${name}' AS "table", count(*)::int AS rows, coalesce(sum(hashtext(${ROW_WITHOUT_TOUCHES[name] ?? `t.ctid::text || ':' || t.xmin::text`}::text)::bigint), 0)::text AS hash FROM "${name}" t`,
    )
    .join(' UNION ALL ');
}

/** Row counts and content hashes of every entity table (except the counters above). */
export async function snapshotTables(dataSource: DataSource, query = snapshotQuery(dataSource)): Promise<TableSnapshot> {
  const rows: Array<{ table: string; rows: number; hash: string }> = await dataSource.query(query);
  return Object.fromEntries(rows.map((row) => [row.table, `${row.rows} rows, ${row.hash}`]));
}

/**
 * Takes snapshots over a connection of its own with a prepared statement: planning the
 * union of every table costs as much as running it, and a fuzz run takes thousands.
 */
export class TableSnapshotter {
  private readonly client: pg.Client;
  private connected: Promise<unknown> | undefined;

  constructor(
    databaseUrl: string,
    private readonly query: string,
  ) {
    this.client = new pg.Client({ connectionString: databaseUrl });
  }

  async take(): Promise<TableSnapshot> {
    this.connected ??= this.client.connect();
    await this.connected;
    const result = await this.client.query<{ table: string; rows: number; hash: string }>({ name: 'table-snapshot', text: this.query });
    return Object.fromEntries(result.rows.map((row) => [row.table, `${row.rows} rows, ${row.hash}`]));
  }

  async close(): Promise<void> {
    if (this.connected) await this.client.end();
  }
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
