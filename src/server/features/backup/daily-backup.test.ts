import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppDataSource } from '../../features.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { runDailyBackupIfDue } from './daily-backup.js';
// deps.storeSettings, which the daily backup reads its time of day from.
import '../store-settings/api.js';

const t = useTestApp();
let dir: string;
const KEEP = 3;

/** A local time on a day of November 2030. */
const at = (day: number, time: string) => new Date(2030, 10, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
const deps = (dataSource = t.db.dataSource) => ({ ...t.deps, dataSource, env: { ...t.deps.env, BACKUP_DIR: dir, BACKUP_KEEP: KEEP } });
const runs = () => t.db.dataSource.query(`SELECT kind, day::text AS day, status, "fileName", "sizeBytes"::int AS size FROM backup_run ORDER BY id`);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'daily-backup-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the daily backup', () => {
  it('waits for its time of day (03:00 by default)', async () => {
    expect(await runDailyBackupIfDue(deps(), at(1, '02:59'))).toBeNull();
    expect(await runs()).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('is taken once per day, by one of several processes', async () => {
    const secondProcess = createAppDataSource(t.db.url, { poolSize: 4 });
    await secondProcess.initialize();
    try {
      const taken = await Promise.all([runDailyBackupIfDue(deps(), at(1, '03:01')), runDailyBackupIfDue(deps(secondProcess), at(1, '03:01')), runDailyBackupIfDue(deps(), at(1, '03:02'))]);
      expect(taken.filter(Boolean)).toHaveLength(1);
    } finally {
      await secondProcess.destroy();
    }
    expect(await runDailyBackupIfDue(deps(), at(1, '23:59'))).toBeNull();
    const [run] = await runs();
    expect(await runs()).toHaveLength(1);
    expect(run).toMatchObject({ kind: 'daily', day: '2030-11-01', status: 'succeeded', fileName: expect.stringMatching(/^beauty-match-2030-11-0\dT\d\d-\d\d-00Z\.backup\.gz$/) });
    expect(run.size).toBeGreaterThan(1000);
    expect(await readdir(dir)).toEqual([run.fileName]);
  });

  it('keeps the newest BACKUP_KEEP files', async () => {
    for (const day of [2, 3, 4, 5]) expect(await runDailyBackupIfDue(deps(), at(day, '03:00'))).not.toBeNull();
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(KEEP);
    const names: string[] = (await runs()).map((run: { fileName: string }) => run.fileName);
    expect(files).toEqual(names.slice(-KEEP).sort());
  });

  it('follows the time the representative sets, and the dashboard shows the last one', async () => {
    const cookie = await repCookie(t.app);
    const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, backupTimeOfDay: '24:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'backupTimeOfDay', message: expect.stringContaining('24-hour clock') });
    const saved = await t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, backupTimeOfDay: '22:30' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await runDailyBackupIfDue(deps(), at(6, '22:29'))).toBeNull();
    const file = await runDailyBackupIfDue(deps(), at(6, '22:30'));
    expect(file).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups/last' })).statusCode).toBe(401);
    const last = await t.app.inject({ method: 'GET', url: '/api/admin/backups/last', headers: { cookie } });
    expect(last.json()).toEqual({
      last: { kind: 'daily', status: 'succeeded', startedAt: at(6, '22:30').toISOString(), finishedAt: expect.any(String), fileName: path.basename(file!), sizeBytes: expect.any(Number), error: null },
      lastSucceededAt: expect.any(String),
      // The test app runs with BACKUP_DAILY=off (the runs above were started by the test itself).
      daily: false,
    });
    expect(await t.caller.backup.last().catch((error: { code: string }) => error.code)).toBe('UNAUTHORIZED');
  });

  it('records a failure, and tries again an hour later', async () => {
    const broken = { ...deps(), env: { ...deps().env, BACKUP_DIR: path.join(dir, path.basename((await readdir(dir))[0]!), 'not-a-folder') } };
    expect(await runDailyBackupIfDue(broken, at(7, '22:31'))).toBeNull();
    const failed = (await runs()).at(-1);
    expect(failed).toMatchObject({ day: '2030-11-07', status: 'failed' });
    expect(await runDailyBackupIfDue(deps(), at(7, '23:00'))).toBeNull();
    expect(await runDailyBackupIfDue(deps(), at(7, '23:32'))).not.toBeNull();
    expect((await runs()).at(-1)).toMatchObject({ day: '2030-11-07', status: 'succeeded' });
  });
});
