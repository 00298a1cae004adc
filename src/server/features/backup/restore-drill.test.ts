import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations.js';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { databaseContents, relationCount } from '../../../../test/support/table-checksums.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { createEmptyDatabase } from '../../../../test/support/test-database.js';
import { BackupRefused } from './backup-refused.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const t = useTestApp();
let dir: string;
let backup: string;
const targets: Array<{ drop(): Promise<void> }> = [];

async function emptyTarget(): Promise<string> {
  const target = await createEmptyDatabase();
  targets.push(target);
  return target.url;
}

/** A shop in use: a quiz taken, a customer signed up, a cart, a loyalty purchase, an article, a changed setting. */
async function fillThroughTheApi() {
  const cookie = await repCookie(t.app);
  const sessionId = newSessionId();
  const { quizResponseId, productRecommendations } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
  await t.caller.users.create({ email: 'drill@example.com', firstName: 'Dria', quizResponseId, sessionId, consent: true, wantsCyclingGuide: false });
  const cart = await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { sessionId: `cart_${Date.now()}_${'d'.repeat(32)}`, productId: productRecommendations[0]!.items[0]!.id, quantity: 2 } });
  expect(cart.statusCode, cart.body).toBe(200);
  const purchase = await t.app.inject({ method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: 'GLOW-DEMO-0001', avonOrderNumber: 'DRILL-1', avonOrderTotal: 4_200 } });
  expect(purchase.statusCode, purchase.body).toBeLessThan(300);
  const article = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: { cookie },
    payload: {
      title: 'Restore Drill Basics',
      slug: 'restore-drill-basics',
      metaDescription: 'What a shop keeps when its database is restored from last night’s backup, row by row.',
      content: '## Line one\n\nA tab\there, a backslash \\ there, and “quotes”.',
      category: 'skincare-basics',
      tags: ['drill'],
      authorName: 'Test Author',
      schemaType: 'Article',
      faqs: [],
      steps: [],
    },
  });
  expect(article.statusCode, article.body).toBeLessThan(300);
  const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
  const saved = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, backupTimeOfDay: '04:15', supportNote: 'Back at 9' } });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The file's lines, changed by `edit`, written back with a checksum and counts that match them: a backup as another app version would write it. */
async function rewrittenBackup(name: string, edit: (lines: string[]) => void): Promise<string> {
  const lines = gunzipSync(await readFile(backup)).toString('utf8').split('\n');
  lines.pop(); // after the last newline
  const trailer = JSON.parse(lines.pop()!);
  edit(lines);
  const body = `${lines.join('\n')}\n`;
  trailer.sha256 = createHash('sha256').update(body).digest('hex');
  const file = path.join(dir, name);
  await writeFile(file, gzipSync(`${body}${JSON.stringify(trailer)}\n`));
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'backup-drill-'));
  await fillThroughTheApi();
  backup = path.join(dir, 'drill.backup.gz');
  await writeBackup(t.db.url, backup);
});

afterAll(async () => {
  for (const target of targets) await target.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('restores every table of a shop in use into a new database, row for row, with its sequences', async () => {
    const target = await emptyTarget();
    const restored = await restoreBackup({ url: target, file: backup, migrations });
    expect(restored.laterMigrations).toBe(0);
    const original = await databaseContents(t.db.url);
    const copy = await databaseContents(target);
    expect(Object.keys(original.tables).length).toBeGreaterThan(30);
    for (const table of ['quiz_response', 'user', 'cart_item', 'loyalty_transaction', 'article', 'store_setting', 'funnel_event', 'funnel_daily_total', 'email_message', 'audit_entry']) {
      expect(original.tables[table]?.rows, table).toBeGreaterThan(0);
    }
    expect(copy).toEqual(original);
  });

  it('a restored database serves the shop and takes new rows after the restored ones', async () => {
    const target = await emptyTarget();
    await restoreBackup({ url: target, file: backup, migrations });
    const { createAppDataSource } = await import('../../features.js');
    const restored = createAppDataSource(target, { poolSize: 2 });
    await restored.initialize();
    try {
      expect(await restored.showMigrations()).toBe(false);
      const [{ max }] = await restored.query(`SELECT max(id) AS max FROM audit_entry`);
      const [{ id }] = await restored.query(`INSERT INTO audit_entry (area, subject, action, before, after) VALUES ('drill', 'x', 'update', '{}', '{}') RETURNING id`);
      expect(Number(id)).toBeGreaterThan(Number(max));
    } finally {
      await restored.destroy();
    }
  });
});

describe('a restore refuses, changing nothing', () => {
  it('a backup from a newer version of the app (a migration this code does not have)', async () => {
    const newer = await rewrittenBackup('newer.backup.gz', (lines) => {
      const manifest = JSON.parse(lines[0]!);
      manifest.migrations.push('FutureChange1999999999999');
      lines[0] = JSON.stringify(manifest);
    });
    const target = await emptyTarget();
    const refusal = restoreBackup({ url: target, file: newer, migrations });
    await expect(refusal).rejects.toThrow(BackupRefused);
    await expect(refusal).rejects.toThrow(/newer version of the app: its database had migration FutureChange1999999999999/);
    expect(await relationCount(target)).toBe(0);
  });

  it('a database a server is still connected to, even with --force', async () => {
    const target = await emptyTarget();
    const server = new pg.Client({ connectionString: target, application_name: 'a running server' });
    await server.connect();
    try {
      const refusal = restoreBackup({ url: target, file: backup, migrations, force: true });
      await expect(refusal).rejects.toThrow(BackupRefused);
      await expect(refusal).rejects.toThrow(/^1 other connection uses the target database \(a running server\): .* Nothing was changed\. Stop them/);
      expect(await relationCount(target)).toBe(0);
    } finally {
      await server.end();
    }
  });

  it('a file cut short', async () => {
    const whole = await readFile(backup);
    for (const [name, length] of [
      ['half.backup.gz', Math.floor(whole.length / 2)],
      ['all-but-end.backup.gz', whole.length - 12],
    ] as const) {
      const file = path.join(dir, name);
      await writeFile(file, whole.subarray(0, length));
      const target = await emptyTarget();
      await expect(restoreBackup({ url: target, file, migrations }), name).rejects.toThrow(/The backup file is damaged or incomplete \(the compressed data ends too soon\)/);
      expect(await relationCount(target)).toBe(0);
    }
    // Whole gzip, but the last line (counts and checksum) missing.
    const noTrailer = path.join(dir, 'no-trailer.backup.gz');
    const lines = gunzipSync(whole).toString('utf8').split('\n');
    await writeFile(noTrailer, gzipSync(`${lines.slice(0, -2).join('\n')}\n`));
    const target = await emptyTarget();
    await expect(restoreBackup({ url: target, file: noTrailer, migrations })).rejects.toThrow(/ends before its last line/);
    expect(await relationCount(target)).toBe(0);
  });

  it('a file changed after it was written (its checksum)', async () => {
    const text = gunzipSync(await readFile(backup)).toString('utf8');
    expect(text).toContain('Restore Drill Basics');
    const changed = path.join(dir, 'changed.backup.gz');
    await writeFile(changed, gzipSync(text.replace('Restore Drill Basics', 'Restore Drill Basix')));
    const target = await emptyTarget();
    await expect(restoreBackup({ url: target, file: changed, migrations })).rejects.toThrow(/does not match its checksum/);
    expect(await relationCount(target)).toBe(0);

    const flipped = Buffer.from(await readFile(backup));
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const corrupt = path.join(dir, 'corrupt.backup.gz');
    await writeFile(corrupt, flipped);
    await expect(restoreBackup({ url: target, file: corrupt, migrations })).rejects.toThrow(/The backup file is damaged or incomplete/);
    expect(await relationCount(target)).toBe(0);
  });

  it('a database that is not empty, unless told to replace it (--force)', async () => {
    const before = await databaseContents(t.db.url);
    // The app of this test file is connected to its own database: refused for that first.
    await expect(restoreBackup({ url: t.db.url, file: backup, migrations, force: true })).rejects.toThrow(/other connections use the target database/);
    expect(await databaseContents(t.db.url)).toEqual(before);

    const target = await emptyTarget();
    await restoreBackup({ url: target, file: backup, migrations });
    await expect(restoreBackup({ url: target, file: backup, migrations })).rejects.toThrow(/The target database is not empty: it has \d+ tables, sequences and other objects .*add --force/);
    const client = new (await import('pg')).default.Client({ connectionString: target });
    await client.connect();
    await client.query(`DELETE FROM article WHERE slug = 'restore-drill-basics'`);
    await client.query(`CREATE TABLE leftover (id int)`);
    await client.end();
    await restoreBackup({ url: target, file: backup, migrations, force: true });
    const copy = await databaseContents(target);
    expect(copy.tables.leftover).toBeUndefined();
    expect(copy).toEqual(await databaseContents(t.db.url));
    // Two whole restores and three reads of every table: on a busy machine more than the default.
  }, 90_000);

  it('names a file that is missing or not a backup', async () => {
    await expect(restoreBackup({ url: t.db.url, file: path.join(dir, 'nothing-here.gz'), migrations })).rejects.toThrow(/Cannot read .*nothing-here\.gz/);
    const notBackup = path.join(dir, 'not-a-backup.gz');
    await writeFile(notBackup, gzipSync('{"hello":"world"}\n'));
    await expect(restoreBackup({ url: t.db.url, file: notBackup, migrations })).rejects.toThrow(/not a beauty-match backup/);
    expect((await stat(backup)).size).toBeGreaterThan(1000);
  });
});
