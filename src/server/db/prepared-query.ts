import type { PoolClient } from 'pg';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { queryRows, type Statement } from './sql.js';

/**
 * Runs a statement as a named prepared statement on the transaction's connection (pg prepares it
 * once per connection; after a few runs PostgreSQL keeps a generic plan). For the busy statements
 * of the order paths, planning a many-join statement afresh took longer than running it (3 ms
 * against 1 ms for a push group's attribution). Outside a transaction it is a plain query.
 * Failures are TypeORM's QueryFailedError, as from manager.query. A name always goes with one
 * statement's text (one `sql` template), never another's.
 */
export async function preparedQuery<Row>(manager: EntityManager, name: string, statement: Statement<Row>): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return queryRows(manager, statement);
  const client = (await runner.connect()) as PoolClient;
  try {
    const result = await client.query<Row & object>({ name, text: statement.text, values: statement.values });
    return result.rows;
  } catch (error) {
    throw new QueryFailedError(statement.text, statement.values, error as Error);
  }
}
