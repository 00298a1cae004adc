import { afterAll, describe, expect, it } from 'vitest';
import { buildSurveyPayload } from '../../../shared/survey.js';
import { advancedOilyAnswers, confirmedPerson, sensitiveBeginnerAnswers } from '../../../../test/support/follow-up-profiles.js';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { newSessionId } from '../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { currentRecommendation } from '../quiz/api.js';
import { adjustmentFor, type SurveyAnswers } from './survey-adjustments.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const admin = async (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: await repCookie(t.app) }, ...(payload ? { payload } : {}) });

async function setDelay(minutes: number) {
  const { version } = (await admin('GET', '/api/admin/settings')).json();
  expect((await admin('PATCH', '/api/admin/settings', { version, surveyFollowUpDelayMinutes: minutes })).statusCode).toBe(200);
}

/** Her survey link's parts: the token from her row, and the first product of her routine (what the invitation asks about). */
async function surveyLink(email: string) {
  const [row] = await t.deps.dataSource.query(
    `SELECT u."surveyToken", (r.result->'routine'->'picks'->0->>'productId')::int AS "productId", r.id AS "quizResponseId"
     FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId" WHERE u.email = $1`,
    [email],
  );
  return row as { surveyToken: string; productId: number; quizResponseId: number };
}

async function answer(email: string, answers: SurveyAnswers) {
  const link = await surveyLink(email);
  const response = await t.app.inject({ method: 'POST', url: '/api/usage-quiz/submit', payload: buildSurveyPayload(link.surveyToken, link.productId, answers) });
  expect(response.statusCode, response.body).toBe(200);
  return { ...link, ...(response.json() as { surveyResponseId: number; recommendation: string }) };
}

const recommendationTo = (email: string) => sink.waitFor((messages) => messages.some((m) => m.recipients.includes(email) && m.parsed.subject === 'Your personal recommendation'));
const recommendationOf = (email: string) => sink.to(email).find((m) => m.parsed.subject === 'Your personal recommendation');

async function followUpRow(surveyResponseId: number) {
  const [row] = await t.deps.dataSource.query(
    `SELECT f.id, f.version, m.status, extract(epoch FROM m."sendAfter" - m."createdAt")::int AS "delaySeconds"
     FROM survey_follow_up f LEFT JOIN email_message m ON m.id = f."messageId" WHERE f."surveyResponseId" = $1`,
    [surveyResponseId],
  );
  return row as { id: number; version: number; status: string | null; delaySeconds: number | null };
}

describe('the survey’s personal recommendation', () => {
  it('is queued after the store’s delay (an hour by default) and shows on the representative’s list', async () => {
    await confirmedPerson(t, 'later@example.com', sensitiveBeginnerAnswers);
    const submitted = await answer('later@example.com', { usage: 'daily', challenge: 'products', improvement: 'longlasting' });
    expect(submitted.recommendation).toBe('queued');
    expect(await followUpRow(submitted.surveyResponseId)).toMatchObject({ status: 'queued', delaySeconds: 3600 });
    const list = (await admin('GET', '/api/admin/survey-follow-ups')).json().followUps;
    expect(list[0]).toMatchObject({ firstName: 'Fay', email: 'later@example.com', state: 'queued', answers: { usage: 'daily', challenge: 'products', improvement: 'longlasting' } });
    await expect(t.caller.surveyFollowUps.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('with a delay of 0 goes at once', async () => {
    await setDelay(0);
    await confirmedPerson(t, 'zero@example.com', advancedOilyAnswers);
    const submitted = await answer('zero@example.com', { usage: 'travel', challenge: 'complexity', improvement: 'travel' });
    expect(submitted.recommendation).toBe('queued');
    await recommendationTo('zero@example.com');
    expect((await followUpRow(submitted.surveyResponseId)).delaySeconds).toBe(0);
    await setDelay(60);
  });

  it('carries products that keep her safety rules, and the personal line written while it waited', async () => {
    await confirmedPerson(t, 'now@example.com', sensitiveBeginnerAnswers);
    const submitted = await answer('now@example.com', { usage: 'daily', challenge: 'results', improvement: 'faster' });
    const row = await followUpRow(submitted.surveyResponseId);
    const saved = await admin('PATCH', `/api/admin/survey-follow-ups/${row.id}`, { version: row.version, personalLine: 'So glad you wrote back, Fay! <b>' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ personalLine: 'So glad you wrote back, Fay! <b>', version: row.version + 1 });
    // The change history names the recommendation by the person it is for.
    const history = await admin('GET', '/api/admin/audit?area=survey-follow-up');
    expect(history.json().entries.find((entry: { subject: string }) => entry.subject === String(row.id))).toMatchObject({
      subjectName: expect.stringMatching(/^Recommendation for .*now@example\.com$/),
    });
    const stale = await admin('PATCH', `/api/admin/survey-follow-ups/${row.id}`, { version: row.version, personalLine: 'older' });
    expect(stale.statusCode).toBe(409);
    // The hour is up.
    await t.deps.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE template = 'survey-follow-up' AND recipient = 'now@example.com'`);
    t.deps.mail.wake();
    await recommendationTo('now@example.com');
    const message = recommendationOf('now@example.com')!;
    expect(message.parsed.text).toContain('So glad you wrote back, Fay!');
    expect(message.parsed.html).toContain('&lt;b&gt;');
    expect(message.parsed.text).toMatch(/what to change/i);

    const catalogue = await t.deps.catalog.current();
    const named = catalogue.all.filter((product) => message.parsed.text!.includes(product.name));
    expect(named.length).toBeGreaterThan(0);
    for (const product of named) expect([product.name, product.harshActives, product.fragranceFree]).toEqual([product.name, false, true]);
    // "No results": the surveyed product is set aside, not offered again.
    const surveyed = catalogue.byId.get(submitted.productId)!;
    expect(message.parsed.text).toMatch(new RegExp(`Set aside: [^\\n]*${surveyed.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

    // Sent: the line can no longer change.
    const late = await admin('PATCH', `/api/admin/survey-follow-ups/${row.id}`, { version: row.version + 1, personalLine: 'too late' });
    expect(late.statusCode).toBe(409);
  });

  it('adjusts the engine’s picks by the answers and keeps the safety rules and the budget', async () => {
    const { quizResponseId: gentleQuiz } = await confirmedPerson(t, 'adjust-gentle@example.com', sensitiveBeginnerAnswers);
    const { quizResponseId: boldQuiz } = await confirmedPerson(t, 'adjust-bold@example.com', advancedOilyAnswers);
    for (const quiz of [gentleQuiz, boldQuiz]) {
      const before = (await currentRecommendation(t.deps, quiz))!;
      const surveyed = before.picks[0]!.product.id;
      const cases: Array<[SurveyAnswers, (after: typeof before) => void]> = [
        [{ usage: 'daily', challenge: 'time', improvement: 'longlasting' }, (after) => expect(after.picks.length).toBeLessThan(before.picks.length)],
        [{ usage: 'daily', challenge: 'results', improvement: 'travel' }, (after) => expect(after.picks.map((pick) => pick.product.id)).not.toContain(surveyed)],
        [{ usage: 'daily', challenge: 'products', improvement: 'longlasting' }, (after) => expect(after.budgetMaxCents).toBe(before.budgetMaxCents)],
        [{ usage: 'daily', challenge: 'products', improvement: 'premium' }, (after) => expect(after.budgetMaxCents === null || after.budgetMaxCents > before.budgetMaxCents!).toBe(true)],
      ];
      for (const [answers, check] of cases) {
        const after = (await currentRecommendation(t.deps, quiz, adjustmentFor(answers, surveyed, before.productCount)))!;
        check(after);
        expect(after.avoidHarshActives).toBe(before.avoidHarshActives);
        for (const { product } of after.picks) {
          if (after.avoidHarshActives) expect(product.harshActives, product.name).toBe(false);
          if (after.avoidFragrance) expect(product.fragranceFree, product.name).toBe(true);
        }
        const total = after.picks.reduce((sum, pick) => sum + pick.product.price, 0);
        if (after.budgetMaxCents !== null) expect(total).toBeLessThanOrEqual(after.budgetMaxCents);
      }
    }
  });

  it('sends nothing to an address never confirmed, and says so', async () => {
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBeginnerAnswers, userId: null });
    await t.caller.users.create({ email: 'unsure@example.com', firstName: 'Una', quizResponseId, sessionId, consent: true, wantsCyclingGuide: false });
    await setDelay(0);
    const [user] = await t.deps.dataSource.query(`SELECT "surveyToken", "emailConfirmedAt" FROM "user" WHERE email = 'unsure@example.com'`);
    expect(user.emailConfirmedAt).toBeNull();
    const [pick] = await t.deps.dataSource.query(`SELECT (result->'routine'->'picks'->0->>'productId')::int AS id FROM quiz_response WHERE id = $1`, [quizResponseId]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usage-quiz/submit',
      payload: buildSurveyPayload(user.surveyToken, pick.id, { usage: 'daily', challenge: 'time', improvement: 'faster' }),
    });
    expect(response.json()).toMatchObject({ success: true, recommendation: 'unconfirmed' });
    expect(await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE recipient = 'unsure@example.com' AND template = 'survey-follow-up'`)).toEqual([{ n: 0 }]);
    const listed = (await admin('GET', '/api/admin/survey-follow-ups')).json().followUps.find((item: { email: string }) => item.email === 'unsure@example.com');
    expect(listed).toMatchObject({ state: 'not-sent-unconfirmed', sendAt: null });
    expect((await admin('PATCH', `/api/admin/survey-follow-ups/${listed.id}`, { version: listed.version, personalLine: 'hi' })).statusCode).toBe(409);
    await setDelay(60);
  });

  it.each([
    ['a line too long', { personalLine: 'x'.repeat(501) }, 'personalLine'],
    ['a NUL', { personalLine: 'a\u0000b' }, 'personalLine'],
    ['a number', { personalLine: 5 }, 'personalLine'],
    ['no version', { version: undefined, personalLine: 'hi' }, 'version'],
    ['an unknown field', { personalLine: 'hi', sendNow: true }, null],
  ])('refuses %s with a 400 and changes nothing', async (_name, change, field) => {
    const [first] = (await admin('GET', '/api/admin/survey-follow-ups')).json().followUps;
    const response = await admin('PATCH', `/api/admin/survey-follow-ups/${first.id}`, { version: first.version, ...change });
    expect(response.statusCode).toBe(400);
    if (field) expect(JSON.stringify(response.json())).toContain(field);
    expect((await admin('GET', '/api/admin/survey-follow-ups')).json().followUps[0].version).toBe(first.version);
  });

  it('answers 401 without the representative’s session and 404 for an unknown follow-up', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/survey-follow-ups' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/survey-follow-ups/1', payload: { version: 1, personalLine: 'x' } })).statusCode).toBe(401);
    expect((await admin('PATCH', '/api/admin/survey-follow-ups/999999', { version: 1, personalLine: 'x' })).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/survey-follow-ups?userId=abc')).statusCode).toBe(400);
  });
});
