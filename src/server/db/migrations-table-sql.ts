// Statements on TypeORM's record of the migrations run (the migrations table), for what reads a
// database's history (a backup records which migrations made the schema it copies).
import { sql } from './sql.js';

/** Whether the database has the table at all (one never migrated has not). */
export const hasMigrationsTable = () => sql<{ found: boolean }>`SELECT to_regclass('public.migrations') IS NOT NULL AS found`;

/** The names of the migrations run, oldest first. */
export const appliedMigrationNames = () => sql<{ name: string }>`SELECT name FROM migrations ORDER BY "timestamp", id`;
