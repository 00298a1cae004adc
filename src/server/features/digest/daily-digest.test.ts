import { afterAll, describe, expect, it } from 'vitest';
import { createAppDataSource } from '../../features.js';
import { earnPoints, newMember, send } from '../../../../test/support/loyalty-test-helpers.js';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { runDailyDigestIfDue } from './daily-digest.js';
// deps.storeSettings and deps.mail, which the digest reads its settings from and wakes.
import '../store-settings/api.js';
import '../email/api.js';

const sink = await startMailSink();
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });
afterAll(() => sink.close());

const CONTACT = 'owner@shop.example';
/** A local time on a day of November 2030. */
const at = (day: number, time: string) => new Date(2030, 10, day, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
const digestRows = () => t.db.dataSource.query(`SELECT day::text AS day, status, recipient, counts FROM digest_run ORDER BY day`);
const digestMessages = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE template = 'daily-digest'`))[0].n as number;

async function saveSettings(fields: Record<string, unknown>) {
  const cookie = await repCookie(t.app);
  const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } })).json();
  return t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie }, payload: { version, ...fields } });
}

/** Nothing waits and nothing is new: claims decided, rewards handed over, and a digest sent just now. */
async function quietShop() {
  const db = t.db.dataSource;
  await db.query(`UPDATE purchase_claim SET status = 'rejected', "decidedAt" = now(), "decidedBy" = 'representative', "decisionReason" = 'test' WHERE status = 'pending'`);
  await db.query(`UPDATE loyalty_redemption SET status = 'fulfilled', "decidedAt" = now(), "decidedBy" = 'representative' WHERE status = 'issued'`);
  await db.query(`INSERT INTO digest_run (day, status, counts, "checkedAt") VALUES ('2030-10-31', 'sent', '{}', now())`);
}

async function redeemAsNewMember(): Promise<void> {
  const code = await newMember(t.deps.dataSource, 'Digest');
  await earnPoints(t.deps.dataSource, code, 50_000);
  const [reward] = await t.deps.dataSource.query<Array<{ id: number; pointsCost: number }>>(`SELECT id, "pointsCost" FROM loyalty_reward WHERE name = 'Free Shipping Voucher'`);
  const response = await send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: reward!.id, pointsUsed: reward!.pointsCost } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the daily digest', () => {
  it('is on by default at 08:00, and waits for its time', async () => {
    expect((await saveSettings({ contactEmail: CONTACT })).statusCode).toBe(200);
    expect(await t.deps.storeSettings.current()).toMatchObject({ digestEnabled: true, digestTime: '08:00' });
    expect(await runDailyDigestIfDue(t.deps, at(1, '07:59'))).toBeNull();
    expect(await digestRows()).toEqual([]);
  });

  it('sends nothing on a day with nothing to report', async () => {
    await quietShop();
    const outcome = await runDailyDigestIfDue(t.deps, at(1, '08:00'));
    expect(outcome).toMatchObject({ status: 'empty', counts: { claimsPending: 0, redemptionsToFulfil: 0, newMembers: 0, surveyAnswers: 0, emailsFailed: 0, oldestWaitingAt: null } });
    expect(await runDailyDigestIfDue(t.deps, at(1, '12:00'))).toBeNull();
    expect((await digestRows()).at(-1)).toMatchObject({ day: '2030-11-01', status: 'empty', recipient: null });
    expect(await digestMessages()).toBe(0);
  });

  it('is sent once a day, by one of several processes, with what waits and what is new', async () => {
    await redeemAsNewMember();
    const secondProcess = createAppDataSource(t.db.url, { poolSize: 4 });
    await secondProcess.initialize();
    try {
      const outcomes = await Promise.all([
        runDailyDigestIfDue(t.deps, at(2, '08:01')),
        runDailyDigestIfDue({ ...t.deps, dataSource: secondProcess }, at(2, '08:01')),
        runDailyDigestIfDue(t.deps, at(2, '09:30')),
      ]);
      const sent = outcomes.filter((outcome) => outcome !== null);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ status: 'sent', to: CONTACT, counts: { claimsPending: 0, redemptionsToFulfil: 1, newMembers: 1, oldestWaitingAt: expect.any(String) } });
    } finally {
      await secondProcess.destroy();
    }
    expect(await runDailyDigestIfDue(t.deps, at(2, '23:59'))).toBeNull();
    expect(await digestMessages()).toBe(1);

    await sink.waitFor(() => sink.to(CONTACT).length > 0);
    const [message] = sink.to(CONTACT);
    expect(message!.parsed.subject).toBe('Your shop today: what waits for you');
    expect(message!.parsed.text).toContain('1 reward waits to be handed over');
    expect(message!.parsed.text).toContain('1 new member confirmed');
    expect(message!.parsed.text).not.toContain('claim');
    expect(message!.links.some((link) => link.includes('/email/click'))).toBe(true);
  });

  it('is not sent while switched off, and follows the time of day set', async () => {
    expect((await saveSettings({ digestEnabled: false })).statusCode).toBe(200);
    expect(await runDailyDigestIfDue(t.deps, at(3, '09:00'))).toBeNull();
    expect((await digestRows()).map((row: { day: string }) => row.day)).not.toContain('2030-11-03');

    expect((await saveSettings({ digestEnabled: true, digestTime: '18:30' })).statusCode).toBe(200);
    expect(await runDailyDigestIfDue(t.deps, at(3, '18:29'))).toBeNull();
    // The reward still waits; nothing else is new since yesterday's digest.
    expect(await runDailyDigestIfDue(t.deps, at(3, '18:30'))).toMatchObject({ status: 'sent', counts: { redemptionsToFulfil: 1, newMembers: 0 } });
    expect(await digestMessages()).toBe(2);
  });

  it('refuses a bad time or switch with a 400 naming the setting', async () => {
    for (const [fields, field] of [
      [{ digestTime: '24:00' }, 'digestTime'],
      [{ digestTime: '8am' }, 'digestTime'],
      [{ digestEnabled: 'yes' }, 'digestEnabled'],
    ] as const) {
      const response = await saveSettings(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });
});

describe('GET /api/admin/waiting', () => {
  it('gives the dashboard the digest’s figures, signed in only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/waiting' })).statusCode).toBe(401);
    await expect(t.caller.digest.waiting()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/waiting', headers: { cookie: await repCookie(t.app) } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ claimsPending: 0, redemptionsToFulfil: 1, oldestWaitingAt: expect.any(String), since: expect.any(String) });
  });
});
