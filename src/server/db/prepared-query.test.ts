import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';
import { isUniqueViolation } from './postgres-errors.js';
import { preparedQuery } from './prepared-query.js';
import { sql } from './sql.js';

const t = useTestApp();
const doubled = (numbers: number[]) => sql<{ doubled: number }>`SELECT n * 2 AS doubled FROM unnest(${numbers}::int[]) AS n ORDER BY n`;

describe('a prepared query', () => {
  it('runs as a named statement on the transaction connection, with each call its own values', async () => {
    await t.deps.dataSource.transaction(async (manager) => {
      expect(await preparedQuery(manager, 'test-doubled', doubled([1, 2]))).toEqual([{ doubled: 2 }, { doubled: 4 }]);
      expect(await preparedQuery(manager, 'test-doubled', doubled([5]))).toEqual([{ doubled: 10 }]);
      const prepared = await manager.query(`SELECT name FROM pg_prepared_statements WHERE name = $1`, ['test-doubled']);
      expect(prepared).toEqual([{ name: 'test-doubled' }]);
    });
  });

  it('is a plain query outside a transaction', async () => {
    expect(await preparedQuery(t.deps.dataSource.manager, 'test-doubled', doubled([3]))).toEqual([{ doubled: 6 }]);
  });

  it('fails as manager.query does, with the SQLSTATE, and the transaction rolls back', async () => {
    const failing = t.deps.dataSource.transaction(async (manager) => {
      await manager.query(`CREATE TEMP TABLE prepared_probe (id int PRIMARY KEY) ON COMMIT DROP`);
      const insert = sql`INSERT INTO prepared_probe (id) SELECT * FROM unnest(${[1]}::int[])`;
      await preparedQuery(manager, 'test-probe-insert', insert);
      await preparedQuery(manager, 'test-probe-insert', insert);
    });
    const error = await failing.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
