/**
 * Prints the line a migration writes to apply SQL files of the app as they are now, with the
 * digest of each file's text (migrations/support/apply-sql-file.ts):
 *
 *   npm run db:sql-digest -- src/server/features/quiz/sql/user_first_quiz.sql
 *   await applySqlFile(queryRunner, 'src/server/features/quiz/sql/user_first_quiz.sql', '…');
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sqlDigest } from '../migrations/support/apply-sql-file.js';
import { projectRoot } from '../src/server/db/data-source.js';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npm run db:sql-digest -- <file from the project root>...');
  process.exit(2);
}
for (const file of files) {
  const fromRoot = path.relative(projectRoot, path.resolve(file)).split(path.sep).join('/');
  const digest = sqlDigest(await readFile(path.join(projectRoot, fromRoot), 'utf8'));
  console.log(`await applySqlFile(queryRunner, '${fromRoot}', '${digest}');`);
}
