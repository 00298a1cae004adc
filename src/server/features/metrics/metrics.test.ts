import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import { describe, expect, it, vi } from 'vitest';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { buildApp } from '../../app.js';
import { projectRoot } from '../../db/data-source.js';
import { SharedShopSnapshot } from './shop-snapshot.js';

const TOKEN = 'test-metrics-token-0123456789abcdefABCDEF';
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const scrape = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series in Prometheus text, e.g. valueOf(body, 'http_requests_total{…}'); undefined when absent. */
function valueOf(body: string, series: string): number | undefined {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A response as bytes and headers, minus what differs between any two answers (the date, the page nonce). */
function comparable(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  const csp = headers['content-security-policy'];
  if (typeof csp === 'string') headers['content-security-policy'] = csp.replace(/'nonce-[^']+'/g, "'nonce-…'");
  return { status: response.statusCode, headers, body: response.body };
}

const newCartId = () => `cart_${Date.now()}_${'x'.repeat(22)}${Math.random().toString(36).slice(2, 8)}`;

describe('GET /metrics', () => {
  it('answers a missing or wrong token exactly as an app without METRICS_TOKEN answers the unknown address /metrics', async () => {
    const untokened = await buildApp({ ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: undefined } }, { clientDir: path.join(projectRoot, '.data/no-client') });
    try {
      const unknown = comparable(await untokened.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }));
      expect(unknown.status).toBe(404);
      const attempts = [
        {},
        { authorization: 'Bearer wrong-token' },
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: TOKEN },
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      ];
      for (const headers of attempts) expect(comparable(await t.app.inject({ url: '/metrics', headers })), JSON.stringify(headers)).toEqual(unknown);
      // Nor does the token open it from the query string.
      expect(comparable(await t.app.inject({ url: `/metrics?token=${TOKEN}` })).status).toBe(404);
    } finally {
      await untokened.close();
    }
  });

  it('with the bearer token answers Prometheus text with the request, runtime, pool, outbox and loyalty figures', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'trpc_procedure_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'beautymatch_db_pool_connections',
      'beautymatch_db_pool_waiting_requests',
      'beautymatch_outbox_due_messages',
      'beautymatch_outbox_oldest_due_age_seconds',
      'beautymatch_outbox_scheduled_messages',
      'beautymatch_emails_failing',
      'email_messages_finished_total',
      'beautymatch_loyalty_claims_pending',
      'beautymatch_loyalty_oldest_pending_claim_age_seconds',
      'beautymatch_loyalty_redemptions_unused',
      'beautymatch_shop_snapshot_read_seconds',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name} `);
    }
    expect(valueOf(response.body, 'beautymatch_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern, not by address, and leaves the probes untimed', async () => {
    const series = 'http_requests_total{method="GET",route="/api/cart/:sessionId",status_code="200"}';
    const before = valueOf((await scrape()).body, series) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/api/cart/${newCartId()}` })).statusCode).toBe(200);
    await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/ready' });
    const body = (await scrape()).body;
    expect(valueOf(body, series)).toBe(before + 3);
    expect(body).not.toMatch(/route="\/api\/cart\/cart_/);
    expect(body).not.toMatch(/route="\/(health|ready)"/);
    expect(valueOf(body, 'http_request_duration_seconds_count{method="GET",route="/api/cart/:sessionId"}')).toBeGreaterThanOrEqual(3);
  });

  it('times tRPC calls per procedure name', async () => {
    const series = 'trpc_procedure_duration_seconds_count{procedure="system.ready",type="query",outcome="ok"}';
    const before = valueOf((await scrape()).body, series) ?? 0;
    await t.app.inject({ url: '/trpc/system.ready' });
    expect(valueOf((await scrape()).body, series)).toBe(before + 1);
  });

  it('outbox gauges follow the queued rows: how many are due and how long the oldest has waited', async () => {
    const gauges = async () => {
      const body = (await scrape()).body;
      return { due: valueOf(body, 'beautymatch_outbox_due_messages')!, oldest: valueOf(body, 'beautymatch_outbox_oldest_due_age_seconds')! };
    };
    const before = await gauges();
    // A visitor's results email: this app runs no mail worker, so it stays queued.
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: 'outbox-gauge@example.com', firstName: 'Olga', quizResponseId, sessionId });
    const [{ n: queued }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE recipient = 'outbox-gauge@example.com' AND "sendAfter" <= now()`);
    expect(queued).toBeGreaterThan(0);
    expect((await gauges()).due).toBe(before.due + queued);

    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() - interval '2 hours' WHERE recipient = 'outbox-gauge@example.com'`);
    const after = await gauges();
    expect(after.oldest).toBeGreaterThanOrEqual(7200);
    expect(after.oldest).toBeLessThan(7200 + 600);
  });

  it('scrapes that arrive together share one read of the database', async () => {
    const snapshot = new SharedShopSnapshot(t.deps.dataSource);
    // Every statement runs on a query runner, whichever way it was sent.
    const query = vi.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      const reads = await Promise.all([snapshot.read(), snapshot.read(), snapshot.read(), snapshot.read()]);
      expect(query.mock.calls.filter(([sql]) => String(sql).includes('to_regclass')).length).toBe(1);
      expect(new Set(reads).size).toBe(1);
      // Once it finished, the next read reads again.
      await snapshot.read();
      expect(query.mock.calls.filter(([sql]) => String(sql).includes('to_regclass')).length).toBe(2);
    } finally {
      query.mockRestore();
    }
  });

  it('shows the last backup age once a backup has succeeded, never a made-up one', async () => {
    expect((await scrape()).body).not.toContain('beautymatch_backup_last_success_age_seconds');
    const inserted = await t.db.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO backup_run ("kind", "status", "startedAt", "finishedAt") VALUES
         ('manual', 'succeeded', now() - interval '3 hours 1 minute', now() - interval '3 hours'),
         ('manual', 'failed', now() - interval '1 hour 1 minute', now() - interval '1 hour')
       RETURNING id`,
    );
    try {
      const age = valueOf((await scrape()).body, 'beautymatch_backup_last_success_age_seconds')!;
      expect(age).toBeGreaterThanOrEqual(3 * 3600);
      expect(age).toBeLessThan(3 * 3600 + 600);
    } finally {
      await t.db.dataSource.query(`DELETE FROM backup_run WHERE id = ANY($1)`, [inserted.map((row) => row.id)]);
    }
    expect((await scrape()).body).not.toContain('beautymatch_backup_last_success_age_seconds');
  });
});

describe('GET /api/admin/shop-health', () => {
  it('is for the signed-in representative only, on both doors', async () => {
    expect((await t.app.inject({ url: '/api/admin/shop-health' })).statusCode).toBe(401);
    await expect(t.caller.shopHealth.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
