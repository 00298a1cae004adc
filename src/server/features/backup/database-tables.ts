import type pg from 'pg';

/** TypeORM's own bookkeeping, which the migrations a restore runs write again. */
const WRITTEN_BY_MIGRATIONS = new Set(['migrations', 'typeorm_metadata']);

export interface TableColumns {
  table: string;
  columns: string[];
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The app's tables (schema public) with their stored columns (generated ones are computed again),
 * ordered so that a table comes after every table it references: loading them in this order
 * satisfies the foreign keys as it goes.
 */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows: tables } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS "table",
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const kept = tables.filter(({ table }) => !WRITTEN_BY_MIGRATIONS.has(table));
  const parents = new Map(kept.map(({ table }) => [table, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);

  const ordered: TableColumns[] = [];
  const placed = new Set<string>();
  while (ordered.length < kept.length) {
    const ready = kept.filter(({ table }) => !placed.has(table) && [...parents.get(table)!].every((parent) => placed.has(parent) || !parents.has(parent)));
    if (ready.length === 0) {
      const left = kept.filter(({ table }) => !placed.has(table)).map(({ table }) => table);
      throw new Error(`These tables reference each other in a cycle, which a restore cannot load in order: ${left.join(', ')}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.table);
    }
  }
  return ordered;
}

/** The sequences of schema public (the serial columns' counters). */
export async function sequenceNames(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map(({ name }) => name);
}

/** The names of the migrations applied to the database, oldest first ([] when it has none). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ found: boolean }>(`SELECT to_regclass('public.migrations') IS NOT NULL AS found`);
  if (!exists[0]?.found) return [];
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY "timestamp", id`);
  return rows.map(({ name }) => name);
}
