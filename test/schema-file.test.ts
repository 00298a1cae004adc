import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../src/server/db/data-source.js';
import { schemaText } from '../src/server/db/schema-text.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// src/server/db/schema.sql is how a reader sees the schema: it must be the one the migrations
// make. The test database is a copy of the freshly migrated template (its demo rows change no
// schema), so a migration added without `npm run db:schema` fails here.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

it('schema.sql is the schema the migrations make (run `npm run db:schema` after a migration)', async () => {
  const committed = await readFile(path.join(projectRoot, 'src/server/db/schema.sql'), 'utf8');
  const migrated = await schemaText((sql) => database.dataSource.query(sql));
  expect(migrated).toBe(committed);
});
