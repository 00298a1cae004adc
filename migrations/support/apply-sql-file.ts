import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryRunner } from 'typeorm';

/**
 * How a migration installs an SQL function with its triggers: it applies the function's file
 * (`src/server/features/<feature>/sql/<function>.sql`, the current definition) instead of a copy
 * of its text, naming the digest of the text it was written for:
 *
 *   await applySqlFile(queryRunner, 'src/server/features/quiz/sql/user_first_quiz.sql', '0123456789abcdef');
 *
 * The digest keeps the migration a frozen snapshot (docs/decisions/0128-sql-files.md): when the
 * file's text is no longer the one named, applying fails instead of installing other text. That
 * happens in two cases, both caught by the first fresh migration (tests, `npm run db:schema`):
 * the file was changed without a migration that applies it, or a newer migration applies it and
 * this one still reads the live file (then this one gets a frozen copy of the text it applied,
 * `migrations/support/sql/<function>-<its timestamp>.sql`: same digest, same result).
 * `npm run db:sql-digest -- <file>` prints the call with the file's digest.
 *
 * The digest is of the text with comments, case outside quotes and layout left out
 * (`normalisedSql`), so a comment or a new line break needs no migration.
 */
export async function applySqlFile(queryRunner: QueryRunner, file: string, digest: string): Promise<void> {
  const fullPath = path.join(projectRoot, file);
  if (!existsSync(fullPath)) throw new Error(`${file} does not exist (an SQL file is named from the project root)`);
  const text = await readFile(fullPath, 'utf8');
  const actual = sqlDigest(text);
  if (actual !== digest) {
    throw new Error(
      `${file} is not the text this migration was written for (${digest}; the file is now ${actual}). ` +
        `Writing this migration: name ${actual} (npm run db:sql-digest). A newer migration applies the file: give this one a ` +
        `frozen copy of the text it applied, migrations/support/sql/<function>-<its timestamp>.sql. Neither: the file was ` +
        `changed without a migration that applies it (docs/decisions/0128-sql-files.md).`,
    );
  }
  // Several statements in one simple query: a function, then its triggers dropped and made again.
  await queryRunner.query(text);
}

/** The first 16 hex digits of the SHA-256 of the normalised text. */
export function sqlDigest(text: string): string {
  return createHash('sha256').update(normalisedSql(text)).digest('hex').slice(0, 16);
}

/**
 * SQL as PostgreSQL reads it, one token after another separated by one space: comments and layout
 * left out, words outside quotes in lower case (PostgreSQL folds them), quoted strings and names
 * exactly as written. Function bodies between dollar quotes are read as SQL too, so a body may be
 * indented differently and still be the same function.
 */
export function normalisedSql(text: string): string {
  return sqlTokens(text).join(' ');
}

const TOKEN =
  /(\s+)|(--[^\n]*|\/\*[\s\S]*?\*\/)|([eE]'(?:[^'\\]|\\[\s\S]|'')*'|'(?:[^']|'')*'|"(?:[^"]|"")*")|(\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$|\$\d+)|([A-Za-z_][A-Za-z0-9_$]*)|(\d+|[\s\S])/g;

function sqlTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const [, space, comment, quoted, dollar, word, other] = match;
    if (space !== undefined || comment !== undefined) continue;
    tokens.push(word !== undefined ? word.toLowerCase() : (quoted ?? dollar ?? other)!);
  }
  return tokens;
}

/** The nearest folder above this module with a package.json: the same from the sources and from dist/server. */
function findProjectRoot(from: string): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
  }
  return process.cwd();
}

const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
