import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QueryRunner } from 'typeorm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { applySqlFile, normalisedSql, sqlDigest } from '../migrations/support/apply-sql-file.js';
import { projectRoot } from '../src/server/db/data-source.js';
import { functionDefinitions, triggerDefinitions, viewDefinitions, type CatalogQuery, type FunctionDefinition, type TriggerDefinition, type ViewDefinition } from '../src/server/db/schema-text.js';
import { offeredViews } from '../src/server/db/table-owners.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

// Every SQL function and trigger has one file, `src/server/<folder>/sql/<function>.sql`, holding
// its current definition (docs/decisions/0128-sql-files.md), and so does every view an owner
// offers other features (`<view>.sql`, docs/decisions/0131-owner-views.md). Here the migrated
// database's functions, triggers and views with a file are dropped, inside a transaction that is
// rolled back, and every file is applied twice (a file must apply again over itself); what the
// files made must be what the migrations made. Functions and views are compared as PostgreSQL
// prints them, layout and comments left out (normalisedSql), so a file may be laid out for
// reading; triggers exactly as printed.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

/** Every `sql/*.sql` file under src/server/, from the project root, in name order. */
async function sqlFiles(): Promise<string[]> {
  const entries = await readdir(path.join(projectRoot, 'src/server'), { recursive: true });
  return entries
    .map((entry) => `src/server/${entry.split(path.sep).join('/')}`)
    .filter((file) => /\/sql\/[^/]+\.sql$/.test(file))
    .sort();
}

const functionKey = (fn: FunctionDefinition) => `${fn.name}(${fn.identityArguments})`;
const triggerKey = (trigger: TriggerDefinition) => `${trigger.name} on ${trigger.table}`;

/** Where two normalised texts part, with some words of each around it. */
function whereTheyDiffer(fromFile: string, migrated: string): string {
  const a = fromFile.split(' ');
  const b = migrated.split(' ');
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const around = (words: string[]) => `${at > 8 ? '… ' : ''}${words.slice(Math.max(0, at - 8), at + 12).join(' ')}${at + 12 < words.length ? ' …' : ''}`;
  return `\n    file:     ${around(a)}\n    migrated: ${around(b)}`;
}

it('every SQL function, trigger and offered view is its sql file, as the migrations made it (docs/decisions/0128, 0131)', async () => {
  const files = await sqlFiles();
  const runner = database.dataSource.createQueryRunner();
  const query: CatalogQuery = (sql) => runner.query(sql);
  const problems: string[] = [];
  const functionsFromFiles = new Map<string, { file: string; definition: FunctionDefinition }>();
  const triggersFromFiles = new Map<string, { file: string; definition: TriggerDefinition }>();
  const viewsFromFiles = new Map<string, { file: string; definition: ViewDefinition }>();
  let migratedFunctions: FunctionDefinition[];
  let migratedTriggers: TriggerDefinition[];
  let migratedViews: ViewDefinition[];
  await runner.connect();
  try {
    migratedFunctions = await functionDefinitions(query);
    migratedTriggers = await triggerDefinitions(query);
    migratedViews = await viewDefinitions(query);
    const fileNames = new Set(files.map((file) => path.basename(file, '.sql')));
    await runner.startTransaction();
    for (const view of migratedViews) if (fileNames.has(view.name)) await runner.query(`DROP VIEW "${view.name}"`);
    for (const trigger of migratedTriggers) await runner.query(`DROP TRIGGER "${trigger.name}" ON "${trigger.table}"`);
    for (const fn of migratedFunctions) await runner.query(`DROP FUNCTION "${fn.name}"(${fn.identityArguments}) CASCADE`);
    for (const file of files) {
      const functionsBefore = new Set((await functionDefinitions(query)).map(functionKey));
      const triggersBefore = new Set((await triggerDefinitions(query)).map(triggerKey));
      const viewsBefore = new Set((await viewDefinitions(query)).map((view) => view.name));
      const digest = sqlDigest(await readFile(path.join(projectRoot, file), 'utf8'));
      try {
        await applySqlFile(runner, file, digest);
        await applySqlFile(runner, file, digest);
      } catch (error) {
        problems.push(`${file} does not apply twice: ${(error as Error).message}`);
        break;
      }
      const made = (await functionDefinitions(query)).filter((fn) => !functionsBefore.has(functionKey(fn)));
      const madeViews = (await viewDefinitions(query)).filter((view) => !viewsBefore.has(view.name));
      const ownName = path.basename(file, '.sql');
      const madeNames = [...made.map(functionKey), ...madeViews.map((view) => `view ${view.name}`)];
      if (madeNames.length !== 1 || (made[0] ?? madeViews[0])!.name !== ownName) {
        problems.push(`${file} makes ${madeNames.length === 0 ? 'no function or view' : madeNames.join(', ')}: a file makes one function or view, the one it is named after`);
      }
      for (const view of madeViews) viewsFromFiles.set(view.name, { file, definition: view });
      for (const fn of made) functionsFromFiles.set(functionKey(fn), { file, definition: fn });
      for (const trigger of (await triggerDefinitions(query)).filter((t) => !triggersBefore.has(triggerKey(t)))) {
        if (trigger.functionName !== ownName) problems.push(`${file} makes trigger ${triggerKey(trigger)}, which runs ${trigger.functionName}: a file makes the triggers of its own function`);
        triggersFromFiles.set(triggerKey(trigger), { file, definition: trigger });
      }
    }
  } finally {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    await runner.release();
  }

  for (const fn of migratedFunctions) {
    const fromFile = functionsFromFiles.get(functionKey(fn));
    if (!fromFile) {
      problems.push(`function ${functionKey(fn)} has no file: write src/server/features/<feature>/sql/${fn.name}.sql`);
      continue;
    }
    const [made, migrated] = [normalisedSql(fromFile.definition.definition), normalisedSql(fn.definition)];
    if (made !== migrated) problems.push(`${fromFile.file}: ${fn.name} is not what the migrations made${whereTheyDiffer(made, migrated)}`);
  }
  const migratedFunctionKeys = new Set(migratedFunctions.map(functionKey));
  for (const [key, { file }] of functionsFromFiles) if (!migratedFunctionKeys.has(key)) problems.push(`${file} makes function ${key}, which the migrations do not make`);

  for (const trigger of migratedTriggers) {
    const fromFile = triggersFromFiles.get(triggerKey(trigger));
    if (!fromFile) problems.push(`trigger ${triggerKey(trigger)} is in no file: it belongs in the file of ${trigger.functionName}`);
    else if (fromFile.definition.definition !== trigger.definition) {
      problems.push(`${fromFile.file}: trigger ${triggerKey(trigger)} is not what the migrations made\n    file:     ${fromFile.definition.definition}\n    migrated: ${trigger.definition}`);
    }
  }
  const migratedTriggerKeys = new Set(migratedTriggers.map(triggerKey));
  for (const [key, { file }] of triggersFromFiles) if (!migratedTriggerKeys.has(key)) problems.push(`${file} makes trigger ${key}, which the migrations do not make`);

  const migratedViewNames = new Set(migratedViews.map((view) => view.name));
  for (const view of migratedViews) {
    const fromFile = viewsFromFiles.get(view.name);
    if (!fromFile) {
      if ((offeredViews as readonly string[]).includes(view.name)) problems.push(`offered view ${view.name} has no file: write src/server/features/<owner>/sql/${view.name}.sql`);
      continue;
    }
    const [made, migrated] = [normalisedSql(fromFile.definition.definition), normalisedSql(view.definition)];
    if (made !== migrated) problems.push(`${fromFile.file}: view ${view.name} is not what the migrations made${whereTheyDiffer(made, migrated)}`);
  }
  for (const [name, { file }] of viewsFromFiles) if (!migratedViewNames.has(name)) problems.push(`${file} makes view ${name}, which the migrations do not make`);

  expect(problems).toEqual([]);
  expect(functionsFromFiles.size).toBe(migratedFunctions.length);
});

it('normalises SQL by leaving out layout, comments and the case of words, never what is quoted', () => {
  const laidOut = `-- Why it exists.\nCREATE OR REPLACE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'a  b'; /* note */\nEND\n$$;`;
  expect(normalisedSql(laidOut)).toBe(normalisedSql(`create or replace function f ( ) returns TRIGGER language PLPGSQL as $$ begin raise exception 'a  b' ; end $$ ;`));
  expect(normalisedSql(laidOut)).not.toBe(normalisedSql(laidOut.replace("'a  b'", "'a b'")));
  expect(normalisedSql(`SELECT "Name", 'it''s' FROM t`)).toBe(`select "Name" , 'it''s' from t`);
});

it('applySqlFile refuses a file whose text is not the one the migration was written for', async () => {
  const file = 'src/server/features/audit/sql/audit_entry_append_only.sql';
  const queryRunner = { query: vi.fn() } as unknown as QueryRunner;
  await expect(applySqlFile(queryRunner, file, '0000000000000000')).rejects.toThrow(/is not the text this migration was written for \(0000000000000000; the file is now [0-9a-f]{16}\)/);
  await expect(applySqlFile(queryRunner, 'src/server/features/audit/sql/nothing.sql', '0000000000000000')).rejects.toThrow(/does not exist/);
  expect(queryRunner.query).not.toHaveBeenCalled();
});
