/**
 * Every table has one owner (src/server/db/table-owners.ts); this check reads the SQL of each
 * feature and fails when it names a table another folder owns:
 *
 *   npm run check:tables            # the gate (CI, `npm run check`)
 *   npm run check:tables -- --all   # also lists the allowed crossings
 *
 * Read: every TypeScript file under src/server/features/<feature>/ and the infrastructure folders
 * (core, db, http, mail, seo, trpc) but tests, each string and template literal
 * (scripts/sql-table-names.ts), and every SQL file there (a function with its triggers,
 * `sql/<function>.sql`: its body and the tables its triggers are on). A literal or file counts
 * for the folder of the file that writes it, so a feature reaches another's tables only through what the owner offers: a
 * function, an SQL fragment written in the owner's folder and exported from its api.ts, or a view
 * the owner lists in `offeredViews`. A crossing is allowed only when
 * src/server/db/table-crossings-allowed.ts lists it; an entry there that no longer crosses fails
 * too, so the list only shrinks. No database, no type checker: a parse of each file, in a second.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedCrossings } from '../src/server/db/table-crossings-allowed.js';
import { offeredViews, ownerOfTable } from '../src/server/db/table-owners.js';
import { tablesInSource, tablesInSqlFile } from './sql-table-names.js';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Crossing {
  file: string;
  line: number;
  table: string;
  owner: string;
}

/** Infrastructure folders under src/server/: their SQL is read too (infrastructure names no feature's table). */
const infrastructure = ['core', 'db', 'http', 'mail', 'seo', 'trpc'];

/** The files whose SQL is read, each with the folder it speaks for: its feature, or its infrastructure folder. */
async function sourceFiles(): Promise<Array<{ file: string; folder: string }>> {
  const found: Array<{ file: string; folder: string }> = [];
  const read = async (base: string, folderOf: (entry: string) => string | undefined) => {
    for (const entry of await readdir(path.join(root, base), { recursive: true })) {
      const file = entry.split(path.sep).join('/');
      if (!(/\.tsx?$/.test(file) || /(^|\/)sql\/[^/]+\.sql$/.test(file)) || /\.test\.tsx?$/.test(file) || file.endsWith('-test-helpers.ts')) continue;
      const folder = folderOf(file);
      if (folder !== undefined) found.push({ file: `${base}/${file}`, folder });
    }
  };
  await read('src/server/features', (file) => (file.includes('/') ? file.split('/')[0] : undefined));
  for (const folder of infrastructure) await read(`src/server/${folder}`, () => folder);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

async function main(): Promise<void> {
  const listAll = process.argv.includes('--all');
  const offered = new Set<string>(offeredViews);
  const crossings: Crossing[] = [];
  let statements = 0;
  const files = await sourceFiles();
  for (const { file, folder } of files) {
    const text = await readFile(path.join(root, file), 'utf8');
    const named = file.endsWith('.sql') ? tablesInSqlFile(text) : tablesInSource(file, text);
    statements += named.length;
    for (const { name, line } of named) {
      const owner = ownerOfTable(name);
      if (owner === undefined || owner === folder || offered.has(name)) continue;
      crossings.push({ file, line, table: name, owner });
    }
  }

  const allowed = new Map<string, string>();
  const problems: string[] = [];
  for (const group of allowedCrossings) {
    for (const table of group.tables) {
      const key = `${group.file} ${table}`;
      if (allowed.has(key)) problems.push(`listed twice: ${group.file} ${table}`);
      allowed.set(key, group.reason);
    }
  }
  const crossed = new Set(crossings.map((crossing) => `${crossing.file} ${crossing.table}`));
  const refused = crossings.filter((crossing) => !allowed.has(`${crossing.file} ${crossing.table}`));
  const stale = [...allowed.keys()].filter((key) => !crossed.has(key));

  const show = (crossing: Crossing) => `  ${crossing.file}:${crossing.line}  ${crossing.table} (owner: ${crossing.owner})`;
  if (listAll) {
    console.log('Allowed crossings (src/server/db/table-crossings-allowed.ts):');
    for (const crossing of crossings.filter((c) => allowed.has(`${c.file} ${c.table}`))) console.log(show(crossing));
  }
  if (refused.length > 0) {
    console.log(`SQL naming another folder's table (${refused.length}): reach it through the owner's api.ts (a function, or an SQL fragment written and exported there)`);
    for (const crossing of refused) console.log(show(crossing));
  }
  if (stale.length > 0) {
    console.log(`Allowed crossings that no longer cross (${stale.length}): remove them from src/server/db/table-crossings-allowed.ts`);
    for (const key of stale) console.log(`  ${key.replace(' ', '  ')}`);
  }
  for (const problem of problems) console.log(`  ${problem}`);
  const failed = refused.length > 0 || stale.length > 0 || problems.length > 0;
  const allowedFiles = new Set(allowedCrossings.map((group) => group.file)).size;
  console.log(
    `Table owners: ${files.length} files read, ${statements} table names in SQL; ${allowed.size} allowed crossings in ${allowedFiles} files${failed ? '' : ', no other'}.`,
  );
  if (failed) process.exitCode = 1;
}

await main();
