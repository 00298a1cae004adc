/**
 * The backup file: one gzip stream of UTF-8 lines, readable with `zcat`.
 *
 *   {"format":"beauty-match-backup","formatVersion":1,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"table":"product","columns":["id","name",…]}
 *   <the table's rows in COPY text format, one per line>
 *   \.
 *   … one such section per table, by name …
 *   {"end":true,"rows":{"product":42,…},"sequences":{"product_id_seq":[42,true]},"sha256":"…"}
 *
 * The first line is the manifest: the migrations the database had (so a restore builds the same
 * schema first) and the tables that follow. A section's rows end at a line `\.`, which no row
 * can be (COPY writes a backslash in data as `\\`). The last line holds each table's row count,
 * each sequence's position and the SHA-256 of every byte before it: a file cut short lacks it, a
 * changed one fails it.
 */
export const BACKUP_FORMAT = 'beauty-match-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The names of the migrations applied to the database backed up, oldest first. */
  migrations: string[];
  /** Every table's name, in the order of the sections. */
  tables: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface BackupTrailer {
  end: true;
  /** Rows per table. */
  rows: Record<string, number>;
  /** Each sequence's last_value and is_called, read after every table. */
  sequences: Record<string, [string, boolean]>;
  sha256: string;
}

/** The line that ends a table's rows. */
export const END_OF_ROWS = '\\.';

/** Backups the daily job keeps and prunes are named so (UTC time, so names sort by age). */
export const BACKUP_FILE_PATTERN = /^beauty-match-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.backup\.gz$/;

export function backupFileName(takenAt: Date): string {
  return `beauty-match-${takenAt.toISOString().slice(0, 19).replace(/:/g, '-')}Z.backup.gz`;
}
