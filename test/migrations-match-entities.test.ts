import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';

const t = useTestApp();

describe('the migrations', () => {
  it('build exactly the schema the entities describe (nothing for TypeORM to add, change or drop)', async () => {
    const { upQueries } = await t.db.dataSource.driver.createSchemaBuilder().log();
    expect(upQueries.map((query) => query.query)).toEqual([]);
  });
});
