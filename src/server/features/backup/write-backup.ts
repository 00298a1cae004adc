import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, type BackupTrailer, END_OF_ROWS, type TableSection } from './backup-format.js';
import { appliedMigrations, quoteIdentifier, sequenceNames, appTables } from './database-tables.js';

export interface WrittenBackup {
  file: string;
  sizeBytes: number;
  rows: Record<string, number>;
}

const NEWLINE = 0x0a;

function countNewlines(chunk: Buffer): number {
  let count = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * Writes every table of the database at `url` to `file` (see backup-format.ts), all read in one
 * REPEATABLE READ snapshot, so the file is one consistent moment even while the shop is in use.
 * Rows stream from COPY through gzip to disk; nothing holds a table in memory. The file appears
 * under its name only when complete (it is written as `<file>.partial` and renamed).
 */
export async function writeBackup(url: string, file: string): Promise<WrittenBackup> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip({ level: 3 });
  const written = pipeline(gzip, createWriteStream(partial));
  written.catch(() => {}); // awaited below; a failing disk destroys gzip, whose error ends a wait for a drain
  const hash = createHash('sha256');
  const write = async (chunk: Buffer | string) => {
    hash.update(chunk);
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await appTables(client);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: tables.map(({ table }) => table),
    };
    await write(`${JSON.stringify(manifest)}\n`);
    const rows: Record<string, number> = {};
    for (const { table, columns } of tables) {
      const section: TableSection = { table, columns };
      await write(`${JSON.stringify(section)}\n`);
      const copy = client.query(copyTo(`COPY ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) TO STDOUT`));
      let count = 0;
      for await (const chunk of copy as AsyncIterable<Buffer>) {
        count += countNewlines(chunk);
        await write(chunk);
      }
      rows[table] = count;
      await write(`${END_OF_ROWS}\n`);
    }
    // Read last, so each counter is at least what any row above used.
    const sequences: BackupTrailer['sequences'] = {};
    for (const name of await sequenceNames(client)) {
      const { rows: [position] } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${quoteIdentifier(name)}`);
      sequences[name] = [String(position!.last_value), position!.is_called];
    }
    await client.query('COMMIT');
    const trailer: BackupTrailer = { end: true, rows, sequences, sha256: hash.copy().digest('hex') };
    await write(`${JSON.stringify(trailer)}\n`);
    gzip.end();
    await written;
    await rename(partial, file);
    return { file, sizeBytes: (await stat(file)).size, rows };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}
