import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { recordFunnelEvent, recordFunnelEvents } from './funnel-events.service.js';

const t = useTestApp();

async function repCookie(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

describe('analytics stats', () => {
  it('answers 401 without a representative session, over REST and tRPC', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/stats' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toMatch(/Sign in/);
    await expect(t.caller.analytics.stats({ days: 'all' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const viaHttp = await t.app.inject({ method: 'GET', url: '/trpc/analytics.stats?input=%7B%7D' });
    expect(viaHttp.statusCode).toBe(401);
  });

  it('computes the metrics from the recorded events', async () => {
    const manager = t.db.dataSource.manager;
    // Start from no events at all (this file's own database), so the expected numbers are exact.
    await manager.query('TRUNCATE funnel_event, funnel_daily_total, funnel_person, funnel_depth_daily');
    for (const session of ['s1', 's2', 's3', 's4']) await recordFunnelEvent(manager, { type: 'quiz_started', subject: session, person: session });
    for (const session of ['s1', 's2', 's3']) await recordFunnelEvent(manager, { type: 'quiz_completed', subject: session, person: session });
    await recordFunnelEvent(manager, { type: 'email_captured', subject: 'user-1', person: 's1' });
    await recordFunnelEvent(manager, { type: 'email_captured', subject: 'user-2', person: 's2' });
    await recordFunnelEvent(manager, { type: 'added_to_cart', subject: 'cart-1', person: 's1' });
    await recordFunnelEvent(manager, { type: 'loyalty_purchase', subject: 'member-1', person: 's1', amountCents: 4599 });
    await recordFunnelEvent(manager, { type: 'loyalty_purchase', subject: 'member-1', person: 's1', amountCents: 1000 });
    await recordFunnelEvent(manager, { type: 'return_customer', subject: 'member-1' });
    await recordFunnelEvent(manager, { type: 'loyalty_purchase', subject: 'member-2', amountCents: 2500 });
    await recordFunnelEvent(manager, { type: 'loyalty_purchase', subject: 'member-2', amountCents: 1500 });
    await recordFunnelEvent(manager, { type: 'loyalty_purchase_voided', subject: 'member-2', amountCents: -1500 });
    // An old event counts for "all" but not for the last 7 days (the trigger files it under its own day).
    await manager.query(`INSERT INTO funnel_event (type, subject, "createdAt") VALUES ('quiz_completed', 'old', now() - interval '40 days')`);
    const totals = await manager.query(`SELECT sum(events)::int AS events FROM funnel_daily_total`);
    expect(totals[0].events).toBe(await manager.query(`SELECT count(*)::int AS n FROM funnel_event`).then((r) => r[0].n));

    const cookie = await repCookie();
    const all = await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=all', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    // Sales come from store orders (sales-trends.test.ts), not from these loyalty events.
    expect(all.json().metrics).toMatchObject({ quizCompletions: 4, emailSignups: 2, emailCaptureRate: 50 });
    const week = await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=7', headers: { cookie } });
    expect(week.json().metrics.quizCompletions).toBe(3);
    expect(week.json().metrics.emailCaptureRate).toBe(66.7);
  });

  it('adds every event of a many-row insert to the daily totals once (the totals are kept per statement)', async () => {
    const manager = t.db.dataSource.manager;
    await manager.query('TRUNCATE funnel_event, funnel_daily_total, funnel_person, funnel_depth_daily');
    const yesterday = new Date(Date.now() - 86_400_000);
    await recordFunnelEvents(manager, [
      ...Array.from({ length: 40 }, (_, index) => ({ type: 'loyalty_purchase' as const, subject: `member-${index % 7}`, amountCents: 100 + index })),
      ...Array.from({ length: 10 }, (_, index) => ({ type: 'loyalty_purchase' as const, subject: `member-${index}`, amountCents: 1000, occurredAt: yesterday })),
      ...Array.from({ length: 5 }, () => ({ type: 'return_customer' as const, subject: 'member-1' })),
    ]);
    const totals = await manager.query<Array<{ day: string; type: string; events: number; amount: number }>>(
      `SELECT "day"::text, "type", sum("events")::int AS events, sum("amountCents")::int AS amount FROM funnel_daily_total GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const counted = await manager.query<Array<{ day: string; type: string; events: number; amount: number }>>(
      `SELECT ("createdAt" AT TIME ZONE 'UTC')::date::text AS day, "type", count(*)::int AS events, coalesce(sum("amountCents"), 0)::int AS amount FROM funnel_event GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(totals).toEqual(counted);
    expect(totals.map((row) => row.events)).toEqual([10, 40, 5]);
  });

  it('counts sets of people: those who started, those who completed, and of those each later step, in any order; others\' purchases beside', async () => {
    const manager = t.db.dataSource.manager;
    await manager.query('TRUNCATE funnel_event, funnel_daily_total, funnel_person, funnel_depth_daily, outside_purchase_daily, outside_buyer');
    const step = (type: 'quiz_started' | 'quiz_completed' | 'email_captured' | 'added_to_cart' | 'loyalty_purchase', person: string | null, subject = person) =>
      recordFunnelEvent(manager, { type, subject, person, ...(type === 'loyalty_purchase' ? { amountCents: 2000 } : {}) });
    for (const person of ['s1', 's2', 's3', 's4', 's5']) await step('quiz_started', person);
    // s5 fills a cart and confirms an email before the quiz's completion is recorded: both count once it is.
    await step('added_to_cart', 's5');
    await step('email_captured', 's5');
    for (const person of ['s1', 's2', 's3', 's5']) await step('quiz_completed', person);
    await step('email_captured', 's1');
    await step('email_captured', 's2');
    // s4 left an email without finishing the quiz: only quiz takers count in the later stages.
    await step('email_captured', 's4');
    // s3 filled a cart without leaving an email, s1 one after it: both are carts.
    await step('added_to_cart', 's3');
    await step('added_to_cart', 's1');
    await step('added_to_cart', 's1');
    // Purchases: s1 (twice: one person), s2 without a cart, and twice by a member who never took the quiz.
    await step('loyalty_purchase', 's1', 'member-1');
    await step('loyalty_purchase', 's1', 'member-1');
    await step('loyalty_purchase', 's2', 'member-2');
    await step('loyalty_purchase', null, 'member-9');
    await step('loyalty_purchase', null, 'member-9');
    // Outside purchases 40 days ago: member-9 again (one member in any range), member-8 only then.
    await manager.query(
      `INSERT INTO funnel_event (type, subject, "amountCents", "createdAt") VALUES ('loyalty_purchase', 'member-9', 1500, now() - interval '40 days'), ('loyalty_purchase', 'member-8', 900, now() - interval '40 days')`,
    );
    // Steps of a session whose start was not counted (past its address's share) count for nobody.
    await step('quiz_completed', 'uncounted');
    await step('added_to_cart', 'uncounted');
    // A person who started 40 days ago and finished today belongs to that old day's cohort.
    await manager.query(`INSERT INTO funnel_event (type, subject, person, "createdAt") VALUES ('quiz_started', 'old', 'old', now() - interval '40 days')`);
    await step('quiz_completed', 'old');

    const cookie = await repCookie();
    const week = (await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=7', headers: { cookie } })).json();
    expect(week.conversionFunnel).toEqual([
      { step: 'Quiz Started', count: 5, percentage: 100 },
      { step: 'Quiz Completed', count: 4, percentage: 80 },
      { step: 'Email Captured', count: 3, percentage: 60 },
      { step: 'Added to Cart', count: 3, percentage: 60 },
      { step: 'Loyalty Purchase', count: 2, percentage: 40 },
    ]);
    expect(week.purchasesOutsideFunnel).toEqual({ members: 1, purchases: 2 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=all', headers: { cookie } })).json();
    expect(all.conversionFunnel.map((entry: { count: number }) => entry.count)).toEqual([6, 5, 3, 3, 2]);
    expect(all.purchasesOutsideFunnel).toEqual({ members: 2, purchases: 4 });
    for (const funnel of [week.conversionFunnel, all.conversionFunnel]) {
      const [started, completed, ...later] = funnel.map((entry: { count: number }) => entry.count);
      expect(completed).toBeLessThanOrEqual(started);
      for (const count of later) expect(count).toBeLessThanOrEqual(completed);
    }
  });

  it('rejects an unknown range with a 400 naming it', async () => {
    const cookie = await repCookie();
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/stats?days=12', headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('days');
  });
});
