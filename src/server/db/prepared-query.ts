import type { PoolClient } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import type { Database, Statement } from './sql.js';

/**
 * Runs a statement as a named prepared statement (pg prepares it once per connection; after a
 * few runs PostgreSQL keeps a generic plan): on the transaction's connection inside one,
 * otherwise on a pooled connection taken for this statement. For the busy statements of the
 * order paths and the quiz submit, planning a many-join statement afresh took longer than
 * running it (3 ms against 1 ms for a push group's attribution). Failures are TypeORM's
 * QueryFailedError, as from manager.query. A name always goes with one statement's text (one
 * `sql` template), never another's.
 */
export async function preparedQuery<Row>(db: Database, name: string, statement: Statement<Row>): Promise<Row[]> {
  const manager = db instanceof EntityManager ? db : db.manager;
  const held = manager.queryRunner?.isTransactionActive ? manager.queryRunner : undefined;
  const runner = held ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    try {
      const result = await client.query<Row & object>({ name, text: statement.text, values: statement.values });
      return result.rows;
    } catch (error) {
      throw new QueryFailedError(statement.text, statement.values, error as Error);
    }
  } finally {
    if (!held) await runner.release();
  }
}
