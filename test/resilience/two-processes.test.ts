import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/db/data-source.js';
import { createAppDataSource, seeders } from '../../src/server/features.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { seedIfEmpty } from '../../src/server/db/seed/run-seeders.js';
import { newCartSessionId } from '../support/cart-test-helpers.js';
import { joinLoyalty } from '../../src/server/features/loyalty/api.js';
import { ensureOwner } from '../../src/server/features/rep-auth/owner-setup.js';
import { type MailSink, startMailSink } from '../support/mail-sink.js';
import { newSessionId, sensitiveBudgetAnswers } from '../support/quiz-test-data.js';
import { TEST_STORE_URL } from '../support/test-constants.js';
import { call, expectAllGone, postgresProcessesFor, postmaster, REP_PASSWORD, type ServerProcess, startServer } from './server-process.js';

/** Two real server processes on one PostgreSQL must give the exactly-once results of one. */
const dataDir = path.join(projectRoot, `.data/resilience-two-processes-${process.pid}`);
let database: EmbeddedDatabase;
let sink: MailSink;
let dataSource: DataSource;
const servers: ServerProcess[] = [];
let pids: number[] = [];
let address = 0;
const ip = () => `10.42.${(++address >> 8) & 255}.${address & 255}`;
const server = (index: number) => servers[index % 2]!.url;

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  database = await startEmbeddedPostgres({ dataDir, database: 'beauty_match' });
  dataSource = createAppDataSource(database.url, { poolSize: 4 });
  await dataSource.initialize();
  // Migrations, demo data and the password once, before either process starts.
  await dataSource.runMigrations({ transaction: 'each' });
  await seedIfEmpty(dataSource, seeders, { storeUrl: TEST_STORE_URL, demoPeople: true });
  await ensureOwner(dataSource, { password: REP_PASSWORD });
  sink = await startMailSink();
  // Both send mail: each runs a worker on the one outbox, to one SMTP sink.
  const env = { DATABASE_URL: database.url, STORE_URL: TEST_STORE_URL, SMTP_URL: sink.url, MAIL_POLL_MS: '50' };
  servers.push(...(await Promise.all([1, 2].map(() => startServer(env)))));
  pids = servers.flatMap((entry) => entry.pids());
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((entry) => entry.stop()));
  if (dataSource?.isInitialized) await dataSource.destroy();
  await database?.stop();
  await sink?.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** The representative's session, signed in on the first process (sessions live in PostgreSQL). */
async function repSession(): Promise<string> {
  const response = await fetch(`${servers[0]!.url}/api/rep/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify({ password: REP_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** An active member, as after a click on the confirmation link: their code. */
async function join(firstName: string): Promise<string> {
  const email = `two-${randomBytes(4).toString('hex')}@example.com`;
  const { member } = await dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName }, { confirmed: true }));
  return member.loyaltyCode;
}

async function ledger(code: string) {
  const [row] = await dataSource.query(
    `SELECT m."pointsBalance" AS balance, COALESCE(SUM(t."pointsAmount"), 0)::int AS sum
       FROM loyalty_member m LEFT JOIN loyalty_transaction t ON t."memberId" = m.id
      WHERE m."loyaltyCode" = $1 GROUP BY m.id`,
    [code],
  );
  return row as { balance: number; sum: number };
}

describe('two app processes on one database', () => {
  it('a claim approved 20 times across both credits once; then 50 parallel redeems against a balance for exactly 3: 3 succeed, 47 answer 409', async () => {
    expect(servers.map((entry) => entry.child.pid)).toHaveLength(2);
    const code = await join('Racer');
    const purchase = await call(`${servers[0]!.url}/api/loyalty/purchase`, { body: { loyaltyCode: code, avonOrderNumber: `TWO-${randomBytes(4).toString('hex')}`, avonOrderTotal: 30_000 }, ip: ip() });
    expect(purchase.status, purchase.text).toBe(200);
    expect(purchase.json.member).toMatchObject({ pointsBalance: 0, pendingPoints: 300 });
    // Twenty approvals of the claim across both processes: one credits it, the rest answer 409.
    const cookie = await repSession();
    const claimId = String(purchase.json.transaction.id).replace('claim-', '');
    const approvals = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(`${server(index)}/api/admin/loyalty/claims/approve`, { body: { claimIds: [claimId] }, cookie, ip: ip() })),
    );
    expect(approvals.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const { rewards } = (await call(`${servers[1]!.url}/api/loyalty/rewards?tier=Bronze`)).json;
    const reward = rewards.find((entry: { pointsCost: number }) => entry.pointsCost === 100);
    expect(await ledger(code)).toEqual({ balance: 3 * reward.pointsCost, sum: 3 * reward.pointsCost });

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(`${server(index)}/api/loyalty/redeem`, { body: { loyaltyCode: code, rewardId: reward.id, pointsUsed: reward.pointsCost }, ip: ip() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(await ledger(code)).toEqual({ balance: 0, sum: 0 });
    const [negative] = await dataSource.query(`SELECT count(*)::int AS n FROM loyalty_member WHERE "pointsBalance" < 0`);
    expect(negative.n).toBe(0);
  }, 90_000);

  it('one order number posted 20 times in parallel by two members is claimed exactly once', async () => {
    const [first, second] = [await join('Ada'), await join('Bea')];
    const orderNumber = `DUP-${randomBytes(5).toString('hex').toUpperCase()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(`${server(index)}/api/loyalty/purchase`, { body: { loyaltyCode: index % 4 < 2 ? first : second, avonOrderNumber: orderNumber, avonOrderTotal: 4_200 }, ip: ip() }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.json.error.message)).toEqual(
      Array(19).fill('This order number has already been recorded'),
    );
    const [row] = await dataSource.query(`SELECT count(*)::int AS n, sum(points)::int AS points FROM purchase_claim WHERE "orderNumber" = $1`, [orderNumber]);
    expect(row).toEqual({ n: 1, points: 42 });
  }, 90_000);

  it('20 parallel cart adds of one product across both make one line of 20', async () => {
    const sessionId = newCartSessionId();
    const { products } = (await call(`${servers[0]!.url}/api/products`)).json;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(`${server(index)}/api/cart/add`, { body: { sessionId, productId: products[0].id, quantity: 1 }, ip: ip() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const lines = await dataSource.query(`SELECT quantity FROM cart_item WHERE "cartSessionId" = $1`, [sessionId]);
    expect(lines).toEqual([{ quantity: 20 }]);
    const cart = await call(`${servers[1]!.url}/api/cart/${sessionId}`);
    expect(cart.json.cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([20]);
  }, 90_000);

  it('emails each of 12 addresses captured 4 times in parallel across both exactly once, and confirms each once', async () => {
    const addresses = Array.from({ length: 12 }, (_, index) => `mail-${index}-${randomBytes(3).toString('hex')}@example.com`);
    const submitted = await Promise.all(
      addresses.map(async (_, index) => {
        const sessionId = newSessionId();
        const quiz = await call(`${server(index)}/api/quiz/submit`, { body: { sessionId, responses: sensitiveBudgetAnswers, userId: null }, ip: ip() });
        return { quizResponseId: quiz.json.quizResponseId as number, sessionId };
      }),
    );
    const captures = await Promise.all(
      addresses.flatMap((email, index) =>
        Array.from({ length: 4 }, (_, attempt) =>
          call(`${server(index + attempt)}/api/users`, { body: { email, firstName: 'Twin', ...submitted[index], consent: false }, ip: ip() }),
        ),
      ),
    );
    expect(captures.map((answer) => answer.status)).toEqual(Array(48).fill(200));
    await sink.waitFor(() => addresses.every((email) => sink.to(email).length >= 1), 20_000);

    // Every address confirms from both processes at once: one welcome each.
    const tokens = addresses.map((email) => new URL(sink.to(email)[0]!.links.find((href) => href.includes('/confirm-email?token='))!).searchParams.get('token'));
    const confirms = await Promise.all(tokens.flatMap((token) => [0, 1].map((index) => call(`${server(index)}/api/users/confirm`, { body: { token }, ip: ip() }))));
    expect(confirms.filter((answer) => answer.status === 200)).toHaveLength(12);
    expect(confirms.filter((answer) => answer.status === 409)).toHaveLength(12);
    await sink.waitFor(() => addresses.every((email) => sink.to(email).length >= 2), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const email of addresses) {
      const subjects = sink.to(email).map((message) => message.parsed.subject);
      expect(subjects, email).toEqual([expect.stringMatching(/^Your BeautyMatch results/), 'Welcome to BeautyMatch Rewards']);
    }
    const [outbox] = await dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE recipient = ANY($1) AND status = 'sent'`, [addresses]);
    expect(outbox.n).toBe(24);
  }, 90_000);

  it('stops cleanly: both processes exit 0 and leave no node or postgres process behind', async () => {
    expect(pids.length).toBeGreaterThanOrEqual(2);
    const codes = await Promise.all(servers.map((entry) => entry.stop('SIGTERM')));
    expect(codes).toEqual([0, 0]);
    await expectAllGone(pids);
    await dataSource.destroy();
    await database.stop();
    expect(postmaster(dataDir)).toBeUndefined();
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  }, 90_000);
});
