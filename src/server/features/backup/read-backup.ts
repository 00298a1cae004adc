import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { pipeline, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, type BackupTrailer, type TableSection } from './backup-format.js';
import { BackupRefused } from './backup-refused.js';

export interface BackupReader {
  /** Called with the first line; may throw BackupRefused before the rest is read. */
  manifest?(manifest: BackupManifest): void | Promise<void>;
  /** Where a table's rows (COPY text, many rows per write) go; undefined reads past them. */
  rowsOf?(section: TableSection): Promise<Writable | undefined>;
}

const NEWLINE = 0x0a;
const isEndOfRows = (buffer: Buffer, start: number, end: number) => end - start === 2 && buffer[start] === 0x5c && buffer[start + 1] === 0x2e;

function damaged(detail: string): BackupRefused {
  return new BackupRefused(`The backup file is damaged or incomplete (${detail}). Nothing was changed. Use another copy of the backup.`);
}

function parseLine<T>(line: Buffer, what: string): T {
  try {
    return JSON.parse(line.toString('utf8')) as T;
  } catch {
    throw damaged(`its ${what} is not readable`);
  }
}

function checkManifest(manifest: BackupManifest): void {
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.migrations) || !Array.isArray(manifest.tables)) {
    throw new BackupRefused('This file is not a beauty-match backup (made by npm run db:backup). Nothing was changed.');
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`This backup is in format version ${manifest.formatVersion}, and this version of the app reads version ${BACKUP_FORMAT_VERSION}. Nothing was changed.`);
  }
}

/**
 * Reads a backup file from start to end in one pass (gunzip, lines, sections), checks its
 * structure, row counts and SHA-256, and hands each table's rows to `reader.rowsOf`. Throws
 * BackupRefused for a file that is not whole: callers that change a database either read it
 * twice (check, then load) or load inside a transaction they roll back on a throw.
 */
export async function readBackup(file: string, reader: BackupReader = {}): Promise<{ manifest: BackupManifest; trailer: BackupTrailer }> {
  const hash = createHash('sha256');
  let manifest: BackupManifest | undefined;
  let trailer: BackupTrailer | undefined;
  let section: TableSection | undefined;
  let sink: Writable | undefined;
  let rowsInSection = 0;
  const rows: Record<string, number> = {};
  let carry: Buffer = Buffer.alloc(0);

  const send = async (data: Buffer) => {
    // once() rejects if the sink fails (COPY refused) instead of draining.
    if (sink && data.length > 0 && !sink.write(data)) await once(sink, 'drain');
  };
  const endSection = async () => {
    rows[section!.table] = rowsInSection;
    if (sink) {
      sink.end();
      await finished(sink);
    }
    section = undefined;
    sink = undefined;
  };

  // pipeline passes a read error on to the gunzip stream this loop reads (pipe would not).
  const input = pipeline(createReadStream(file), createGunzip(), () => {});
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      if (trailer) throw damaged('it goes on after its last line');
      const buffer = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      let lineStart = 0;
      let dataStart = 0;
      let hashedTo = 0;
      for (let lineEnd = buffer.indexOf(NEWLINE); lineEnd !== -1; lineStart = lineEnd + 1, lineEnd = buffer.indexOf(NEWLINE, lineStart)) {
        if (section) {
          if (!isEndOfRows(buffer, lineStart, lineEnd)) {
            rowsInSection++;
            continue;
          }
          await send(buffer.subarray(dataStart, lineStart));
          await endSection();
          continue;
        }
        const line = buffer.subarray(lineStart, lineEnd);
        if (!manifest) {
          manifest = parseLine<BackupManifest>(line, 'first line');
          checkManifest(manifest);
          await reader.manifest?.(manifest);
        } else if (line[0] === 0x7b && line.includes('"end":true')) {
          hash.update(buffer.subarray(hashedTo, lineStart));
          hashedTo = lineEnd + 1;
          trailer = parseLine<BackupTrailer>(line, 'last line');
          if (lineEnd + 1 !== buffer.length) throw damaged('it goes on after its last line');
        } else {
          section = parseLine<TableSection>(line, 'table heading');
          if (typeof section.table !== 'string' || !Array.isArray(section.columns)) throw damaged('a table heading is not readable');
          sink = await reader.rowsOf?.(section);
          rowsInSection = 0;
          dataStart = lineEnd + 1;
        }
      }
      if (section) await send(buffer.subarray(dataStart, lineStart));
      if (!trailer) hash.update(buffer.subarray(hashedTo, lineStart));
      carry = buffer.subarray(lineStart);
    }
  } catch (error) {
    sink?.destroy();
    if (error instanceof BackupRefused) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') throw new BackupRefused(`Cannot read ${file}: ${(error as Error).message}`);
    if (typeof code === 'string' && code.startsWith('Z_')) throw damaged(`the compressed data ${code === 'Z_BUF_ERROR' ? 'ends too soon' : 'is corrupt'}`);
    throw error;
  }
  if (!manifest) throw damaged('it is empty');
  if (!trailer || carry.length > 0) throw damaged('it ends before its last line: the file was cut short');
  if (hash.digest('hex') !== trailer.sha256) throw damaged('its content does not match its checksum: it was changed after it was written');
  for (const table of manifest.tables) {
    if (rows[table] === undefined || rows[table] !== trailer.rows?.[table]) throw damaged(`the rows of table ${table} do not match their count`);
  }
  return { manifest, trailer };
}
