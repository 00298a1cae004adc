import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/db/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { createAppDataSource } from '../../src/server/features.js';
import { type MailSink, startMailSink } from '../support/mail-sink.js';
import { type ServerProcess, startMailWorkerProcess, waitFor } from './server-process.js';

/** `npm run worker` processes on one outbox: a worker killed mid-batch loses nothing once another takes over. */
const dataDir = path.join(projectRoot, `.data/resilience-mail-crash-${process.pid}`);
const MESSAGES = 600;
let database: EmbeddedDatabase;
let dataSource: DataSource;
let sink: MailSink;
const workers: ServerProcess[] = [];

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  database = await startEmbeddedPostgres({ dataDir, database: 'beauty_match' });
  dataSource = createAppDataSource(database.url, { poolSize: 2 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  sink = await startMailSink();
}, 120_000);

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
  if (dataSource?.isInitialized) await dataSource.destroy();
  await database?.stop();
  await sink?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const sentCount = async () => (await dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message WHERE status = 'sent'`))[0]!.n;

describe('a mail worker killed with SIGKILL mid-batch', () => {
  it('loses no message: another worker takes over its claims once their lease runs out, each with the same Message-ID', async () => {
    await dataSource.query(
      `INSERT INTO email_message ("recipient", "template", "occasion", "payload")
       SELECT 'crash' || n || '@bulk.test', 'cycling-guide', 'crash', '{"firstName":"Cass"}'::jsonb FROM generate_series(1, $1) AS n`,
      [MESSAGES],
    );
    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, MAIL_LEASE_SECONDS: '2', MAIL_POLL_MS: '50', MAIL_CONCURRENCY: '4' };
    const first = await startMailWorkerProcess(env);
    workers.push(first);
    await sink.waitFor((messages) => messages.length >= MESSAGES / 4, 30_000);
    await first.stop('SIGKILL');
    const atKill = sink.messages.length;
    expect(atKill).toBeLessThan(MESSAGES);
    // Claimed but not recorded: these wait for their lease.
    const [inFlight] = await dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE status = 'sending'`);

    const second = await startMailWorkerProcess(env);
    workers.push(second);
    await waitFor(async () => (await sentCount()) === MESSAGES, 60_000, 'every message to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const ids = sink.messages.map((message) => message.parsed.messageId);
    const distinct = new Set(ids);
    const tokens = new Set((await dataSource.query<Array<{ token: string }>>(`SELECT token FROM email_message`)).map((row) => `<${row.token}@beautymatch.example>`));
    // 0 lost: every queued message arrived, under its own Message-ID.
    expect(distinct.size).toBe(MESSAGES);
    expect([...distinct].every((id) => tokens.has(id!))).toBe(true);
    // A message the killed worker had handed to SMTP but not yet recorded is sent again, as the
    // same message (same Message-ID): at most the ones it had in flight.
    const redelivered = ids.length - distinct.size;
    expect(redelivered).toBeLessThanOrEqual(inFlight.n);
    console.info(`mail crash: killed after ${atKill} deliveries, ${inFlight.n} in flight, ${redelivered} delivered twice (same Message-ID), 0 lost`);
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
