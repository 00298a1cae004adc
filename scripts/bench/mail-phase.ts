/**
 * P8: the email outbox. 10,000 messages sent by 2 worker processes to a local SMTP sink, one
 * worker killed (SIGKILL) mid-run and started again; then what queueing adds to the email capture.
 */
import { randomBytes } from 'node:crypto';
import { createAppDataSource, seeders } from '../../src/server/features.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { seedIfEmpty } from '../../src/server/db/seed/run-seeders.js';
import { ensureOwner } from '../../src/server/features/rep-auth/owner-setup.js';
import { cyclingGuideEmail } from '../../src/server/features/follow-up/emails/cycling-guide-email.js';
import { enqueueEmail } from '../../src/server/mail/enqueue-email.js';
import { startDeliveryCount } from './counting-smtp-sink.js';
import { benchDataDir, removeDir, startServer, startWorker } from './bench-processes.js';
import { benchVisitorAddress } from './bench-scenarios.js';
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';

export const mailDirName = 'bench-mail-pg';
const TARGET_RATE = 300;
const TARGET_ENQUEUE_P50_MS = 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MailTiming {
  messages: number;
  seconds: number;
  perSecond: number;
  distinct: number;
  lost: number;
  redelivered: number;
  killedAt: number;
  enqueue: { p50: number; p99: number };
  capture: { newP50: number; knownP50: number };
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export async function measureMail(messages: number, appPort: number): Promise<MailTiming> {
  const dataDir = benchDataDir(mailDirName);
  await removeDir(dataDir);
  const database = await startEmbeddedPostgres({ dataDir, database: 'bench_mail' });
  const dataSource = createAppDataSource(database.url, { poolSize: 4 });
  const sink = await startDeliveryCount();
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await seedIfEmpty(dataSource, seeders, { storeUrl: 'https://store.example.com/beauty-match', demoPeople: false });
    await ensureOwner(dataSource, { password: 'bench-rep-password' });

    // The messages, as the app would queue them: one row each, in one statement.
    await dataSource.query(
      `INSERT INTO email_message ("recipient", "template", "occasion", "payload")
       SELECT 'reader' || n || '@bulk.bench', 'cycling-guide', 'bench', '{"firstName":"Reader"}'::jsonb FROM generate_series(1, $1) AS n`,
      [messages],
    );
    // info: the worker says when it is ready (it logs nothing per message).
    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, NODE_ENV: 'production', LOG_LEVEL: 'info', REP_PASSWORD: 'bench-rep-password', MAIL_LEASE_SECONDS: '5', MAIL_POLL_MS: '200' };
    process.stderr.write(`sending ${messages.toLocaleString('en-US')} messages with 2 workers\n`);
    const workers = await Promise.all([startWorker('mail-worker-a', env), startWorker('mail-worker-b', env)]);
    while (sink.delivered() < messages * 0.4) await sleep(10);
    // Killed mid-batch, then started again: its claimed messages return after the lease.
    const killedAt = sink.delivered();
    workers[0]!.child.kill('SIGKILL');
    const restarted = await startWorker('mail-worker-a-restarted', env);
    const deadline = performance.now() + 300_000;
    for (;;) {
      const [row] = await dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message WHERE "status" <> 'sent'`);
      if (row!.n === 0 || performance.now() > deadline) break;
      await sleep(100);
    }
    await Promise.all([workers[0]!.stop(), workers[1]!.stop(), restarted.stop()]);
    await sleep(200);

    const enqueue = await measureEnqueue(dataSource);
    const capture = await measureCapture(database.url, sink.url, appPort);
    const seconds = sink.spanMs() / 1000;
    const distinct = sink.distinct();
    return {
      messages,
      seconds,
      perSecond: distinct / seconds,
      distinct,
      lost: messages - distinct,
      redelivered: sink.delivered() - distinct,
      killedAt,
      enqueue,
      capture,
    };
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await sink.close();
    await database.stop();
    await removeDir(dataDir);
  }
}

/** The cost queueing adds to a request: the enqueue statement inside a transaction, timed alone. */
async function measureEnqueue(dataSource: ReturnType<typeof createAppDataSource>): Promise<{ p50: number; p99: number }> {
  const timings: number[] = [];
  for (let n = 0; n < 2000; n++) {
    await dataSource.transaction(async (manager) => {
      const started = performance.now();
      await enqueueEmail(manager, cyclingGuideEmail, { to: `timed${n}@enqueue.bench`, occasion: 'bench', payload: { firstName: 'Timed', quizResponseId: null }, delaySeconds: 86_400 });
      timings.push(performance.now() - started);
    });
  }
  return { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99) };
}

/**
 * POST /api/users for a new address and for one the site already knows (its first capture in a
 * while): the answers must not tell them apart by time either.
 */
async function measureCapture(databaseUrl: string, smtpUrl: string, port: number): Promise<{ newP50: number; knownP50: number }> {
  const app = await startServer({
    name: 'mail-app',
    entry: 'dist/server/main.js',
    port,
    readyPath: '/ready',
    env: { DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, MAIL_WORKER: 'off', NODE_ENV: 'production', LOG_LEVEL: 'warn', REP_PASSWORD: 'bench-rep-password', TRUST_PROXY: 'loopback', MAIL_PER_CLIENT_HOUR: '100000', MAIL_VISITOR_HOUR_CAP: '1000000' },
  });
  try {
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      // A visitor each (the app trusts X-Forwarded-For here): new quiz sessions are limited per address.
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': benchVisitorAddress() };
      const response = await fetch(`${app.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = (await response.json()) as { quizResponseId?: number };
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { ms: performance.now() - started, json };
    };
    const answers = { question_1: 'glow', question_2: 'somewhat_agree', question_3: 'compliments', question_4: 'beginner', question_5: 'daily', question_6: 'sensitive', question_7: 'rushed', question_8: 'budget' };
    const tag = randomBytes(3).toString('hex');
    // People who left their address some time ago.
    const seed = createAppDataSource(databaseUrl, { poolSize: 1 });
    await seed.initialize();
    await seed.query(`INSERT INTO "user" ("email", "firstName") SELECT 'known' || n || '-' || $1 || '@bench.test', 'Known' FROM generate_series(0, 199) AS n`, [tag]);
    await seed.destroy();
    const fresh: number[] = [];
    const known: number[] = [];
    for (let n = 0; n < 200; n++) {
      const sessionId = `session_${Date.now()}_${tag}${String(n).padStart(4, '0')}`;
      const { json } = await post('/api/quiz/submit', { sessionId, responses: answers, userId: null });
      // Alternating, so a drift of the machine affects both the same.
      fresh.push((await post('/api/users', { email: `new${n}-${tag}@bench.test`, firstName: 'New', quizResponseId: json.quizResponseId, sessionId })).ms);
      known.push((await post('/api/users', { email: `known${n}-${tag}@bench.test`, firstName: 'Again', quizResponseId: json.quizResponseId, sessionId })).ms);
    }
    return { newP50: percentile(fresh, 0.5), knownP50: percentile(known, 0.5) };
  } finally {
    await app.stop();
  }
}

export function mailTable(timing: MailTiming): string {
  return markdownTable(
    ['Measure', 'Result'],
    [
      ['Messages queued', timing.messages.toLocaleString('en-US')],
      ['Sent by 2 workers, messages/s', timing.perSecond.toFixed(0)],
      ['Seconds, first to last delivery (the killed worker\'s messages wait out a 5 s lease meanwhile)', timing.seconds.toFixed(1)],
      ['Worker A killed (SIGKILL) after, deliveries', timing.killedAt.toLocaleString('en-US')],
      ['Distinct messages delivered (by Message-ID)', timing.distinct.toLocaleString('en-US')],
      ['Lost', String(timing.lost)],
      ['Delivered twice to the SMTP server (same Message-ID)', String(timing.redelivered)],
      ['Enqueue inside a transaction, p50 / p99 ms', `${timing.enqueue.p50.toFixed(2)} / ${timing.enqueue.p99.toFixed(2)}`],
      ['POST /api/users p50 ms: new address / known address (answers wait at least 25 ms)', `${timing.capture.newP50.toFixed(1)} / ${timing.capture.knownP50.toFixed(1)}`],
    ],
  );
}

export function mailVerdicts(timing: MailTiming): Verdict[] {
  return [
    { id: 'P8', label: 'mail: messages/s with 2 workers', measured: timing.perSecond.toFixed(0), target: `≥ ${TARGET_RATE}`, pass: timing.perSecond >= TARGET_RATE },
    { id: 'P8', label: 'mail: lost after a SIGKILL', measured: String(timing.lost), target: '0', pass: timing.lost === 0 },
    // SMTP has no idempotency: a worker killed between the server's OK and its own record sends that message again.
    { id: 'P8', label: 'mail: delivered twice after a SIGKILL', measured: String(timing.redelivered), target: '0', pass: timing.redelivered === 0 },
    {
      id: 'P8',
      label: 'mail: enqueue cost at p50',
      measured: `${timing.enqueue.p50.toFixed(2)} ms`,
      target: `≤ ${TARGET_ENQUEUE_P50_MS} ms`,
      pass: timing.enqueue.p50 <= TARGET_ENQUEUE_P50_MS,
    },
  ];
}
