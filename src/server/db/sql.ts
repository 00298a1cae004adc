import { sql as parameterised } from '@ts-safeql/sql-tag';
import { type DataSource, EntityManager, type QueryResult } from 'typeorm';

/**
 * One SQL statement with its values, written with the `sql` tag: each `${value}` becomes a
 * parameter ($1, $2, …), never text spliced into the SQL. `Row` is the shape of a returned row.
 * The lint (`npm run lint`, SafeQL) checks every `sql` statement against the migrated schema:
 * a table or column that does not exist, a value of the wrong type for its place, or a `Row`
 * that differs from what PostgreSQL returns fails the gates, whether or not a test runs it.
 */
export interface Statement<Row = never> {
  readonly text: string;
  readonly values: unknown[];
  /** Only carries the row type; never set. */
  readonly rowType?: Row;
}

/** Writes a statement: sql<{ id: number }>`SELECT id FROM product WHERE slug = ${slug}`. */
export function sql<Row = never>(template: TemplateStringsArray, ...values: unknown[]): Statement<Row> {
  const tagged = parameterised(template, ...values);
  return { text: tagged.text, values: tagged.values };
}

/**
 * A statement put together at run time from parts the lint cannot see whole (a segment's
 * conditions chosen by the representative): its values are still parameters, but its text and
 * `Row` are not checked. Prefer one whole `sql` statement with optional parameters
 * (`${x}::text IS NULL OR col = ${x}`); keep these few.
 */
export function composedStatement<Row = never>(text: string, values: unknown[]): Statement<Row> {
  return { text, values };
}

/** What statements run on: the data source, or a transaction's entity manager. */
export type Database = DataSource | EntityManager;

async function run(db: Database, statement: Statement<unknown>): Promise<QueryResult> {
  const manager = db instanceof EntityManager ? db : db.manager;
  // Inside a transaction the manager holds its connection; otherwise one is taken from the pool
  // for this statement and given back, as TypeORM's own query() does.
  const held = manager.queryRunner;
  const runner = held ?? manager.connection.createQueryRunner();
  try {
    return await runner.query(statement.text, statement.values, true);
  } finally {
    if (!held) await runner.release();
  }
}

/** Runs a statement and gives the rows it returns (a SELECT, or a write with RETURNING). */
export async function queryRows<Row>(db: Database, statement: Statement<Row>): Promise<Row[]> {
  return ((await run(db, statement)).records ?? []) as Row[];
}

/** Runs a statement for its effect and gives how many rows it wrote, changed or deleted. */
export async function execute(db: Database, statement: Statement<unknown>): Promise<number> {
  return (await run(db, statement)).affected ?? 0;
}
