import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { infrastructureFolders, tableOwners } from './table-owners.js';

// No database: schema.sql (generated from the migrated schema, checked by test/schema-file.test.ts)
// is read as text, and the entities as source files.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The tables and views schema.sql creates. */
async function schemaRelations(): Promise<string[]> {
  const schema = await readFile(path.join(serverRoot, 'db/schema.sql'), 'utf8');
  const names = [...schema.matchAll(/^CREATE (?:UNLOGGED )?(?:TABLE|VIEW|MATERIALIZED VIEW) (?:"((?:[^"]|"")+)"|([a-z_][a-z0-9_]*))/gm)].map(
    (match) => match[1]?.replace(/""/g, '"') ?? match[2]!,
  );
  return names.sort();
}

/** Each `@Entity({ name })` under src/server, with the folder that owns it (the feature's, or the infrastructure folder). */
async function entityTables(): Promise<Array<{ table: string; folder: string; file: string }>> {
  const files = (await readdir(serverRoot, { recursive: true })).filter((file) => file.endsWith('.entity.ts'));
  const found: Array<{ table: string; folder: string; file: string }> = [];
  for (const file of files) {
    const parts = file.split(path.sep);
    const folder = parts[0] === 'features' ? parts[1]! : parts[0]!;
    const text = await readFile(path.join(serverRoot, file), 'utf8');
    for (const match of text.matchAll(/@Entity\(\{\s*name:\s*'([^']+)'/g)) found.push({ table: match[1]!, folder, file });
  }
  return found;
}

describe('table owners', () => {
  it('names an owner for every table and view of schema.sql, and no other name', async () => {
    const inSchema = await schemaRelations();
    expect(inSchema.length).toBeGreaterThan(0);
    const mapped = Object.keys(tableOwners).sort();
    expect(
      inSchema.filter((name) => !mapped.includes(name)),
      'tables or views of schema.sql without an owner in table-owners.ts',
    ).toEqual([]);
    expect(
      mapped.filter((name) => !inSchema.includes(name)),
      'names in table-owners.ts that schema.sql does not create',
    ).toEqual([]);
  });

  it("gives a table made by an entity to the entity's folder", async () => {
    const entities = await entityTables();
    expect(entities.length).toBeGreaterThan(0);
    const owners: Record<string, string> = tableOwners;
    const wrong = entities.filter((entity) => owners[entity.table] !== entity.folder).map((entity) => `${entity.table} (${entity.file}): ${owners[entity.table]}`);
    expect(wrong).toEqual([]);
  });

  it('names only folders that exist', async () => {
    const features = (await readdir(path.join(serverRoot, 'features'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const known = new Set<string>([...features, ...infrastructureFolders]);
    for (const folder of infrastructureFolders) expect(features).not.toContain(folder);
    expect(Object.values(tableOwners).filter((owner) => !known.has(owner))).toEqual([]);
  });
});
