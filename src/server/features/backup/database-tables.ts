import type pg from 'pg';
import { appliedMigrationNames, hasMigrationsTable } from '../../db/migrations-table-sql.js';

/** TypeORM's own bookkeeping, which the migrations a restore runs write again. */
const WRITTEN_BY_MIGRATIONS = new Set(['migrations', 'typeorm_metadata']);

export interface TableColumns {
  table: string;
  columns: string[];
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public) with their stored columns (generated ones are computed again), by name. */
export async function appTables(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows } = await client.query<TableColumns>(
    `SELECT c.relname AS "table",
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.filter(({ table }) => !WRITTEN_BY_MIGRATIONS.has(table));
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** The foreign keys of schema public, each with the SQL that creates it again. */
export async function foreignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT c.relname AS "table", k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'
      ORDER BY 1, 2`,
  );
  return rows;
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
  const { rows: exists } = await client.query<{ found: boolean }>(hasMigrationsTable().text);
  if (!exists[0]?.found) return [];
  const { rows } = await client.query<{ name: string }>(appliedMigrationNames().text);
  return rows.map(({ name }) => name);
}
