// Statements on TypeORM's record of the migrations run (the migrations table), for what reads a
// database's history (a backup records which migrations made the schema it copies).

/** Whether the database has the table at all (one never migrated has not). */
export const HAS_MIGRATIONS_TABLE_SQL = `SELECT to_regclass('public.migrations') IS NOT NULL AS found`;

/** The names of the migrations run, oldest first. */
export const APPLIED_MIGRATIONS_SQL = `SELECT name FROM migrations ORDER BY "timestamp", id`;
