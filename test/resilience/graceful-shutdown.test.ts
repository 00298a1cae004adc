import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { linesWithSecrets } from './fuzz-runner.js';
import { useServerOnOwnDatabase } from './own-database-server.js';
import { call, expectAllGone, postgresProcessesFor, postmaster, waitFor } from './server-process.js';

/** SIGTERM under load: requests already in flight finish, then the process and its postgres go. */
const own = useServerOnOwnDatabase('shutdown');

describe('SIGTERM during load', () => {
  it('lets in-flight requests finish with 200, refuses new work, exits 0 and leaves no postgres', async () => {
    // A production start asked for the demo data seeds the catalogue and rewards, but no demo member with a published code.
    expect((await call(`${own.server.url}/api/loyalty/member/GLOW-DEMO-0001`, { ip: '10.44.0.2' })).status).toBe(404);
    expect((await call(`${own.server.url}/api/loyalty/rewards`)).json.rewards.length).toBeGreaterThan(0);
    const email = `shutdown-${randomBytes(4).toString('hex')}@example.com`;
    const joined = await call(`${own.server.url}/api/loyalty/join`, { body: { email, firstName: 'Shut' }, ip: '10.44.0.1' });
    expect(joined.status, joined.text).toBe(202);
    const pids = own.server.pids();
    const { port } = postmaster(own.dataDir)!;

    // Holding the member's row lock makes the purchases below wait inside their transaction.
    const url = `postgres://postgres:embedded-local@127.0.0.1:${port}/beauty_match`;
    const blocker = new pg.Client({ connectionString: url });
    // A second connection to watch: inside a transaction pg_stat_activity stays a snapshot.
    const watcher = new pg.Client({ connectionString: url });
    await Promise.all([blocker.connect(), watcher.connect()]);
    // As if the member had clicked the confirmation link: the membership is active.
    const activated = await watcher.query(`UPDATE loyalty_member SET "confirmedAt" = now() WHERE email = $1 RETURNING "loyaltyCode"`, [email]);
    const code: string = activated.rows[0].loyaltyCode;
    await blocker.query('BEGIN');
    await blocker.query(`SELECT id FROM loyalty_member WHERE "loyaltyCode" = $1 FOR UPDATE`, [code]);
    const slow = Array.from({ length: 3 }, (_, index) =>
      call(`${own.server.url}/api/loyalty/purchase`, { body: { loyaltyCode: code, avonOrderNumber: `BYE-${index}-${randomBytes(3).toString('hex')}`, avonOrderTotal: 1_000 }, ip: `10.44.1.${index}` }),
    );
    const waiting = async () => {
      const { rows } = await watcher.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = 'beauty_match'`);
      return rows[0].n === 3;
    };
    await waitFor(waiting, 10_000, 'three purchases waiting on the lock');
    await watcher.end();

    let loading = true;
    const load = (async () => {
      const answers: number[] = [];
      while (loading) answers.push(await call(`${own.server.url}/api/products`).then((answer) => answer.status, () => 0));
      return answers;
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = own.server.stop('SIGTERM', 30_000);
    // Shutting down: the listener closes, so new requests are refused (or told 503), never a 500.
    await waitFor(async () => (await call(`${own.server.url}/health`).then((answer) => answer.status, () => 0)) !== 200, 5_000, 'new requests to be refused');
    expect(own.server.child.exitCode).toBeNull();
    await blocker.query('COMMIT');
    await blocker.end();

    const finished = await Promise.all(slow);
    expect(finished.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(finished[2]!.json.member.pendingPoints).toBeGreaterThanOrEqual(10);
    expect(await exited).toBe(0);
    loading = false;
    const statuses = new Set(await load);
    for (const status of statuses) expect([0, 200, 503]).toContain(status);
    expect(statuses.has(200)).toBe(true);

    await expectAllGone(pids);
    expect(postmaster(own.dataDir)).toBeUndefined();
    expect(postgresProcessesFor(own.dataDir)).toEqual([]);
    expect(linesWithSecrets(own.server.output, [email, code])).toEqual([]);
  }, 90_000);
});
