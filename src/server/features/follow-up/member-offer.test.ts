import { afterAll, describe, expect, it } from 'vitest';
import { confirmedPerson, sensitiveBeginnerAnswers } from '../../../../test/support/follow-up-profiles.js';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

async function patchSettings(changes: Record<string, unknown>) {
  const headers = { cookie: await repCookie(t.app) };
  const { version } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json();
  return t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers, payload: { version, ...changes } });
}

/** Day 6 comes for this person: her offer email is due now. */
async function daySix(email: string): Promise<{ status: string; lastError: string | null }> {
  await t.deps.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = $1 AND template = 'sequence-limited-offer'`, [email]);
  t.deps.mail.wake();
  const row = async () => (await t.deps.dataSource.query(`SELECT status, "lastError" FROM email_message WHERE recipient = $1 AND template = 'sequence-limited-offer'`, [email]))[0];
  await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toMatch(/^(sent|skipped|failed)$/);
  return row();
}

const offerFigures = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/email/figures?days=all', headers: { cookie: await repCookie(t.app) } });
  return (response.json().rows as Array<{ template: string; sent: number; skipped: number; skippedReason: string | null; willSkipReason: string | null }>).find(
    (row) => row.template === 'sequence-limited-offer',
  )!;
};

describe('the day-6 member offer', () => {
  it('with no offer set, the email is skipped (not sent, not left waiting) and the figures say why', async () => {
    await confirmedPerson(t, 'no-offer@example.com', sensitiveBeginnerAnswers);
    // Before day 6, the dashboard already says what will happen.
    expect(await offerFigures()).toMatchObject({ skipped: 0, willSkipReason: 'no offer set' });
    expect(await daySix('no-offer@example.com')).toEqual({ status: 'skipped', lastError: 'no offer set' });
    expect(sink.to('no-offer@example.com').map((message) => message.parsed.subject)).not.toContain('Your member offer');
    expect(await offerFigures()).toMatchObject({ sent: 0, skipped: 1, skippedReason: 'no offer set' });
  });

  it('carries the offer set in the settings: its text, its code on one line, and its last day in words', async () => {
    expect((await patchSettings({ memberOfferText: '20% off your next order', memberOfferCode: 'MEMBER-20', memberOfferExpiresOn: '2099-12-31' })).statusCode).toBe(200);
    await confirmedPerson(t, 'offer@example.com', sensitiveBeginnerAnswers);
    expect((await daySix('offer@example.com')).status).toBe('sent');
    const offer = await sink.waitFor((messages) => messages.some((message) => message.recipients.includes('offer@example.com') && message.parsed.subject === 'Your member offer'));
    const message = offer.find((each) => each.recipients.includes('offer@example.com') && each.parsed.subject === 'Your member offer')!;
    expect(message.parsed.text).toContain('20% off your next order');
    expect(message.parsed.text).toMatch(/ends on Thursday,? 31 December 2099/);
    expect(message.parsed.html).toMatch(/<strong style="[^"]*white-space:nowrap[^"]*monospace[^"]*">MEMBER-20<\/strong>/);
    expect(await offerFigures()).toMatchObject({ sent: 1, willSkipReason: null });
  });

  it('past its last day, the email is skipped as expired', async () => {
    expect((await patchSettings({ memberOfferExpiresOn: '2020-01-31' })).statusCode).toBe(200);
    await confirmedPerson(t, 'late@example.com', sensitiveBeginnerAnswers);
    expect(await daySix('late@example.com')).toEqual({ status: 'skipped', lastError: 'offer expired' });
    expect(await offerFigures()).toMatchObject({ skipped: 2, skippedReason: 'offer expired' });
  });

  it.each([
    ['memberOfferText', ''],
    ['memberOfferText', 'x'.repeat(301)],
    ['memberOfferText', 'two\nlines'],
    ['memberOfferCode', 'has space'],
    ['memberOfferCode', 'x'.repeat(41)],
    ['memberOfferExpiresOn', '31/12/2026'],
    ['memberOfferExpiresOn', '2026-02-30'],
    ['memberOfferText', 'nul\u0000'],
    ['surveyFollowUpDelayMinutes', -1],
    ['surveyFollowUpDelayMinutes', 1441],
    ['surveyFollowUpDelayMinutes', 1.5],
    ['surveyFollowUpDelayMinutes', '60'],
  ])('refuses %s = %j with a 400 naming it, and changes nothing', async (setting, value) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: await repCookie(t.app) } })).json();
    const response = await patchSettings({ [setting]: value });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(setting);
    const after = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: await repCookie(t.app) } })).json();
    expect(after.version).toBe(before.version);
  });
});
