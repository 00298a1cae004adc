import { afterAll, describe, expect, it } from 'vitest';
import { buildSurveyPayload } from '../../../shared/survey.js';
import { type SinkMessage, startMailSink } from '../../../../test/support/mail-sink.js';
import { acneModerateAnswers, newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', SURVEY_INVITE_DELAY_HOURS: '0' });

const subjects = (address: string) => sink.to(address).map((message) => message.parsed.subject ?? '');
const withSubject = (address: string, pattern: RegExp) => sink.to(address).find((message) => pattern.test(message.parsed.subject ?? ''));

/** Takes the quiz, leaves the address and clicks the confirmation link, as a visitor would. */
async function confirmedVisitor(address: string, options: { consent: boolean; wantsCyclingGuide?: boolean; answers?: typeof acneModerateAnswers }) {
  const sessionId = newSessionId();
  const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: options.answers ?? acneModerateAnswers, userId: null });
  await t.caller.users.create({ email: address, firstName: 'Fay', quizResponseId, sessionId, consent: options.consent, wantsCyclingGuide: options.wantsCyclingGuide ?? false });
  await sink.waitFor(() => sink.to(address).length === 1);
  const link = sink.to(address)[0]!.links.find((href) => href.startsWith('http://beauty.test/confirm-email?token='))!;
  await t.caller.users.confirmEmail({ token: new URL(link).searchParams.get('token')! });
}

const query = (href: string) => Object.fromEntries(new URL(href).searchParams);
const unsubscribeHeader = (message: SinkMessage) =>
  /<([^>]+)>/.exec(message.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r\n\s+/g, ' '))![1]!;

async function statusOf(address: string, template: string): Promise<string> {
  const [row] = await t.db.dataSource.query(`SELECT status FROM email_message WHERE recipient = $1 AND template = $2`, [address, template]);
  return row?.status;
}

describe('after a confirmation with consent', () => {
  it('sends one welcome, the guide and the survey now, and schedules tips, social proof and the offer for day 2, 4 and 6', async () => {
    await confirmedVisitor('fay@example.com', { consent: true, wantsCyclingGuide: true });
    await sink.waitFor(() => subjects('fay@example.com').length === 4);
    expect(subjects('fay@example.com')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your BeautyMatch results/),
        'Welcome to BeautyMatch Rewards',
        'Your 4-night skin-cycling guide',
        expect.stringMatching(/^How is your .+ working for you\?$/),
      ]),
    );
    // One welcome, not two: the loyalty code and the sequence's first message are one email.
    expect(subjects('fay@example.com').filter((subject) => subject.startsWith('Welcome'))).toHaveLength(1);
    expect(sink.to('fay@example.com').filter((message) => /Welcome, Fay!/i.test(message.parsed.text ?? ''))).toHaveLength(1);
    // Every email: both parts, one column that shrinks to a phone, colours declared for dark mode.
    for (const message of sink.to('fay@example.com')) {
      expect(message.parsed.text?.length, message.parsed.subject).toBeGreaterThan(100);
      expect(message.parsed.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(message.parsed.html).toMatch(/max-width:600px;[^"]*width:100%|width:100%;[^"]*max-width:600px/);
      expect(message.parsed.html).not.toMatch(/width="[6-9]\d\d"|(?<!max-)width:[6-9]\d\dpx/);
    }
    const scheduled = await t.db.dataSource.query(
      `SELECT template, round(extract(epoch FROM "sendAfter" - "createdAt") / 86400)::int AS day FROM email_message
       WHERE recipient = 'fay@example.com' AND status = 'queued' ORDER BY day`,
    );
    expect(scheduled).toEqual([
      { template: 'sequence-beauty-tips', day: 2 },
      { template: 'sequence-social-proof', day: 4 },
      { template: 'sequence-limited-offer', day: 6 },
    ]);
  });

  it('links the survey by the person’s token, which answers the survey; a user id does not', async () => {
    await confirmedVisitor('sam@example.com', { consent: true });
    await sink.waitFor(() => Boolean(withSubject('sam@example.com', /^How is your/)));
    const invitation = withSubject('sam@example.com', /^How is your/)!;
    const target = invitation.links.map((href) => query(href).to).find((to) => to?.includes('/usage-quiz/'))!;
    const [, token, productId] = /\/usage-quiz\/([0-9a-f-]{36})\/(\d+)$/.exec(target)!;
    const [user] = await t.db.dataSource.query(`SELECT id, "surveyToken" FROM "user" WHERE email = 'sam@example.com'`);
    expect(token).toBe(user.surveyToken);
    const answers = { usage: 'daily', challenge: 'time', improvement: 'faster' } as const;
    const submitted = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(token!, Number(productId), answers) });
    expect(submitted.statusCode).toBe(200);
    const byId = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: { ...buildSurveyPayload(token!, Number(productId), answers), surveyToken: undefined, userId: user.id } });
    expect(byId.statusCode).toBe(400);
  });
});

describe('the day-2 tips', () => {
  it.each([
    ['tia@example.com', acneModerateAnswers, 'Three tips for oily skin', /Keep moisturising:/],
    ['sia@example.com', sensitiveBudgetAnswers, 'Three tips for sensitive skin', /Choose fragrance-free:/],
  ])('keep the welcome email’s promise: %s gets tips for her skin type', async (address, answers, subject, tip) => {
    await confirmedVisitor(address, { consent: true, answers });
    await sink.waitFor(() => Boolean(withSubject(address, /^Welcome/)));
    expect(withSubject(address, /^Welcome/)!.parsed.text).toContain('tips for your skin type');
    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = $1 AND template = 'sequence-beauty-tips'`, [address]);
    await sink.waitFor(() => Boolean(withSubject(address, /^Three tips/)));
    const tips = withSubject(address, /^Three tips/)!;
    expect(tips.parsed.subject).toBe(subject);
    expect(tips.parsed.text).toMatch(tip);
  });
});

describe('without consent', () => {
  it('sends the results, the welcome with the code and the guide asked for, and no sequence or survey', async () => {
    await confirmedVisitor('quiet@example.com', { consent: false, wantsCyclingGuide: true });
    await sink.waitFor(() => sink.to('quiet@example.com').length === 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(subjects('quiet@example.com')).toHaveLength(3);
    const templates = await t.db.dataSource.query(`SELECT template FROM email_message WHERE recipient = 'quiet@example.com' ORDER BY template`);
    expect(templates.map((row: { template: string }) => row.template)).toEqual(['cycling-guide', 'loyalty-welcome', 'results']);
    expect(withSubject('quiet@example.com', /^Welcome/)!.parsed.text).not.toMatch(/Over the next week/);
  });
});

describe('tracked links', () => {
  it('record the click (without the query) and redirect; a changed link does neither', async () => {
    await confirmedVisitor('clicker@example.com', { consent: false });
    const results = sink.to('clicker@example.com')[0]!;
    const tracked = results.links.find((href) => href.startsWith('http://beauty.test/email/click?') && query(href).to?.includes('/results-premium/'))!;
    const url = new URL(tracked);
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(query(tracked).to);
    const clicks = await t.db.dataSource.query(
      `SELECT c.target FROM email_click c JOIN email_message m ON m.id = c."messageId" WHERE m.recipient = 'clicker@example.com'`,
    );
    expect(clicks).toEqual([{ target: expect.stringMatching(/^beauty\.test\/results-premium\/session_/) }]);

    url.searchParams.set('to', 'https://evil.example/phish');
    const forged = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_click WHERE target LIKE 'evil%'`)).toEqual([{ n: 0 }]);
  });
});

describe('unsubscribe', () => {
  it('one-click POST (RFC 8058) stops every later non-essential email and logs the withdrawal', async () => {
    await confirmedVisitor('leaver@example.com', { consent: true });
    await sink.waitFor(() => Boolean(withSubject('leaver@example.com', /^How is your/)));
    const welcome = withSubject('leaver@example.com', /^How is your/)!;
    const target = new URL(unsubscribeHeader(welcome));
    const response = await t.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unsubscribed: true });
    const log = await t.db.dataSource.query(`SELECT action, source, template FROM consent_event WHERE address = 'leaver@example.com' ORDER BY id`);
    expect(log).toEqual([
      { action: 'granted', source: 'confirmed-link', template: null },
      { action: 'withdrawn', source: 'one-click', template: 'usage-survey' },
    ]);

    // Day 2 comes: the tips are suppressed at send time; an essential message still goes.
    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = 'leaver@example.com' AND template = 'sequence-beauty-tips'`);
    await expect.poll(() => statusOf('leaver@example.com', 'sequence-beauty-tips'), { timeout: 5000 }).toBe('suppressed');
    expect(withSubject('leaver@example.com', /^Three (habits|tips)/)).toBeUndefined();

    // Twice is fine and logs nothing new.
    const again = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM consent_event WHERE address = 'leaver@example.com'`)).toEqual([{ n: 2 }]);
  });

  it('the visible link’s page unsubscribes with one press; a forged link changes nothing', async () => {
    await confirmedVisitor('pager@example.com', { consent: true });
    await sink.waitFor(() => Boolean(withSubject('pager@example.com', /^How is your/)));
    const welcome = withSubject('pager@example.com', /^How is your/)!;
    const page = welcome.links.find((href) => href.startsWith('http://beauty.test/unsubscribe?'))!;
    const { m, s } = query(page) as { m: string; s: string };

    await expect(t.caller.email.unsubscribe({ m, s: `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}` })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const rest = await t.app.inject({ method: 'POST', url: `/api/email/unsubscribe?m=${m}&s=${'A'.repeat(32)}`, payload: {} });
    expect(rest.statusCode).toBe(400);
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_suppression WHERE address = 'pager@example.com'`)).toEqual([{ n: 0 }]);

    expect(await t.caller.email.unsubscribe({ m, s })).toEqual({ unsubscribed: true });
    expect(await t.db.dataSource.query(`SELECT reason FROM email_suppression WHERE address = 'pager@example.com'`)).toEqual([{ reason: 'unsubscribed' }]);

    // Later the person opts in again and confirms it: tips may reach them again.
    await t.db.dataSource.query(`UPDATE email_confirmation SET "createdAt" = now() - interval '11 minutes' WHERE address = 'pager@example.com'`);
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: 'pager@example.com', firstName: 'Fay', quizResponseId, sessionId, consent: true });
    await sink.waitFor(() => Boolean(withSubject('pager@example.com', /^Please confirm the changes/)));
    const change = withSubject('pager@example.com', /^Please confirm the changes/)!;
    await t.caller.users.confirmEmail({ token: new URL(change.links.find((href) => href.includes('/confirm-email?token='))!).searchParams.get('token')! });
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_suppression WHERE address = 'pager@example.com'`)).toEqual([{ n: 0 }]);
    const log = await t.db.dataSource.query(`SELECT action FROM consent_event WHERE address = 'pager@example.com' ORDER BY id`);
    expect(log.map((row: { action: string }) => row.action)).toEqual(['granted', 'withdrawn', 'granted']);
  });
});

describe('the dashboard’s email figures', () => {
  async function figures(days = 'all') {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/email/figures?days=${days}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { delivery: string; rows: Array<{ template: string; sent: number; clicked: number; unsubscribed: number; waiting: number }> };
  }
  const rowOf = (body: Awaited<ReturnType<typeof figures>>, template: string) => body.rows.find((row) => row.template === template)!;

  it('count sent, clicked and unsubscribed from real rows, for the representative only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/email/figures' })).statusCode).toBe(401);
    await expect(t.caller.email.figures({ days: '7' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const before = await figures('7');
    expect(before.delivery).toBe('smtp');
    expect(before.rows.slice(0, 4).map((row) => row.template)).toEqual(['sequence-welcome', 'sequence-beauty-tips', 'sequence-social-proof', 'sequence-limited-offer']);

    await confirmedVisitor('counted@example.com', { consent: true });
    await sink.waitFor(() => Boolean(withSubject('counted@example.com', /^How is your/)));
    await expect.poll(async () => rowOf(await figures('7'), 'sequence-welcome').sent).toBe(rowOf(before, 'sequence-welcome').sent + 1);
    const welcome = withSubject('counted@example.com', /^How is your/)!;
    const tracked = new URL(welcome.links.find((href) => href.startsWith('http://beauty.test/email/click?'))!);
    // Two clicks on one message count as one message clicked.
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: `${tracked.pathname}${tracked.search}` });
    const { m, s } = query(welcome.links.find((href) => href.startsWith('http://beauty.test/unsubscribe?'))!) as { m: string; s: string };
    await t.caller.email.unsubscribe({ m, s });

    const after = await figures('7');
    expect(rowOf(after, 'usage-survey').clicked).toBe(rowOf(before, 'usage-survey').clicked + 1);
    expect(rowOf(after, 'usage-survey').unsubscribed).toBe(rowOf(before, 'usage-survey').unsubscribed + 1);
    expect(rowOf(after, 'sequence-beauty-tips').waiting).toBe(rowOf(before, 'sequence-beauty-tips').waiting + 1);
    expect(rowOf(await figures('all'), 'sequence-welcome').sent).toBeGreaterThanOrEqual(rowOf(after, 'sequence-welcome').sent);
  });
});
