import { afterAll, describe, expect, it } from 'vitest';
import type { FlowStepView, FlowVersion } from '../../../../shared/flows.js';
import { asRep } from '../../../../../test/support/loyalty-test-helpers.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { acneModerateAnswers, newSessionId } from '../../../../../test/support/quiz-test-data.js';
import { useTestApp } from '../../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', SURVEY_INVITE_DELAY_HOURS: '0' });

const withSubject = (address: string, pattern: RegExp) => sink.to(address).filter((message) => pattern.test(message.parsed.subject ?? ''));

/** Takes the quiz (oily skin), leaves the address with consent and clicks the confirmation link. */
async function confirmedVisitor(address: string, firstName: string) {
  const sessionId = newSessionId();
  const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
  await t.caller.users.create({ email: address, firstName, quizResponseId, sessionId, consent: true, wantsCyclingGuide: false });
  await sink.waitFor(() => sink.to(address).length === 1);
  const link = sink.to(address)[0]!.links.find((href) => href.startsWith('http://beauty.test/confirm-email?token='))!;
  await t.caller.users.confirmEmail({ token: new URL(link).searchParams.get('token')! });
  return { sessionId };
}

/** Makes her queued day-2 email due now, as two days passing would. */
const dayTwoComes = (address: string) =>
  t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = $1 AND template = 'sequence-beauty-tips'`, [address]);

async function stepOf(step: string): Promise<FlowStepView> {
  const response = await asRep(t, 'GET', '/api/admin/flows');
  expect(response.statusCode).toBe(200);
  return (response.json() as { steps: FlowStepView[] }).steps.find((entry) => entry.step === step)!;
}

const patch = (step: string, body: Record<string, unknown>) => asRep(t, 'PATCH', `/api/admin/flows/${step}`, body);

describe('the flow’s steps', () => {
  it('are listed with the shop’s default words as version 1, for the representative only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/flows' })).statusCode).toBe(401);
    const response = await asRep(t, 'GET', '/api/admin/flows');
    const { steps } = response.json() as { steps: FlowStepView[] };
    expect(steps.map((step) => [step.step, step.version, step.delayDays, step.enabled, step.edited])).toEqual([
      ['welcome', 1, 0, true, false],
      ['day2', 1, 2, true, false],
      ['day4', 1, 4, true, false],
      ['day6', 1, 6, true, false],
      ['survey', 1, 0, true, false],
    ]);
    expect(steps[1]!.subject).toBe('Three tips for {skinType}');
  });
});

describe('editing the day-2 email', () => {
  it('changes the next day-2 message sent, with her merge fields filled; the one already sent keeps its text', async () => {
    await confirmedVisitor('first-flow@example.com', 'Ola');
    await dayTwoComes('first-flow@example.com');
    await sink.waitFor(() => withSubject('first-flow@example.com', /^Three tips for oily skin$/).length === 1);
    const before = withSubject('first-flow@example.com', /^Three tips/)[0]!;
    expect(before.parsed.text).toMatch(/Keep moisturising:/);

    await confirmedVisitor('second-flow@example.com', 'Pia & <b>Co</b>');
    const { version } = await stepOf('day2');
    const saved = await patch('day2', {
      version,
      subject: 'Your {skinType} plan, from Dana',
      preheader: 'Made for {skinType}',
      markdown: 'Hi {firstName}, here is what works for {skinType}:\n\n{skinTips}\n\nYour routine starts with {topPick}. [Open your results]({resultsLink})',
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { step: FlowStepView }).step).toMatchObject({ version: version + 1, edited: true });

    await dayTwoComes('second-flow@example.com');
    await sink.waitFor(() => withSubject('second-flow@example.com', /^Your oily skin plan, from Dana$/).length === 1);
    const after = withSubject('second-flow@example.com', /^Your oily skin plan/)[0]!;
    expect(after.parsed.text).toContain('Hi Pia & <b>Co</b>, here is what works for oily skin:');
    expect(after.parsed.html).toContain('Hi Pia &amp; &lt;b&gt;Co&lt;/b&gt;,');
    expect(after.parsed.html).not.toContain('<b>Co</b>');
    expect(after.parsed.text).toMatch(/Keep moisturising:/);
    const [pick] = await t.db.dataSource.query(
      `SELECT p.name FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId" JOIN product p ON p.id = (r.result->'routine'->'picks'->0->>'productId')::int WHERE u.email = $1`,
      ['second-flow@example.com'],
    );
    expect(after.parsed.text).toContain(`Your routine starts with ${pick.name}.`);
    // Her results link, through the click tracker like every link.
    const [quiz] = await t.db.dataSource.query(`SELECT r."sessionId" FROM "user" u JOIN quiz_response r ON r.id = u."latestQuizResponseId" WHERE u.email = $1`, [
      'second-flow@example.com',
    ]);
    const targets = after.links.filter((href) => href.startsWith('http://beauty.test/email/click?')).map((href) => new URL(href).searchParams.get('to'));
    expect(targets).toContain(`http://beauty.test/results-premium/${quiz.sessionId}`);
    // The first message is as it was sent: no second day-2 message went to her.
    expect(sink.to('first-flow@example.com').filter((message) => /Three tips|from Dana/.test(message.parsed.subject ?? ''))).toEqual([before]);
  });

  it('keeps every version, and restoring one makes it current again as a new version', async () => {
    const { version } = await stepOf('day2');
    const history = (await asRep(t, 'GET', '/api/admin/flows/day2/versions')).json() as { versions: FlowVersion[] };
    expect(history.versions.map((entry) => entry.version)).toEqual([version, ...Array.from({ length: version - 1 }, (_, index) => version - 1 - index)]);
    expect(history.versions.at(-1)).toMatchObject({ version: 1, subject: 'Three tips for {skinType}', createdAt: null });

    const restored = await asRep(t, 'POST', '/api/admin/flows/day2/restore', { version, restore: 1 });
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as { step: FlowStepView }).step).toMatchObject({ version: version + 1, subject: 'Three tips for {skinType}', edited: true });
    expect((await asRep(t, 'POST', '/api/admin/flows/day2/restore', { version: version + 1, restore: 999 })).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('an unknown merge field is a 400 naming it, and nothing is saved', async () => {
    const { version } = await stepOf('day4');
    const response = await patch('day4', { version, markdown: 'Hello {firstName}, your {favouriteColour} routine' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Unknown merge field {favouriteColour}');
    const subject = await patch('day4', { version, subject: 'For {nickname}' });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().error.message).toContain('{nickname}');
    expect((await stepOf('day4')).version).toBe(version);
  });

  it('refuses her first name in a subject (text a visitor typed), a delay the step cannot have, and a stale version', async () => {
    const { version } = await stepOf('day4');
    expect((await patch('day4', { version, subject: 'For {firstName}' })).json().error.message).toContain('{firstName} can only be used in the body');
    expect((await patch('welcome', { version: 1, delayDays: 1 })).json().error.message).toContain('its delay is always 0');
    expect((await patch('survey', { version: 1, delayDays: 3 })).json().error.message).toContain('set in Settings');
    expect((await patch('day4', { version, delayDays: 1.01 })).statusCode).toBe(400);
    expect((await patch('day4', { version: version + 5, delayDays: 5 })).statusCode).toBe(409);
    expect((await patch('nine', { version, delayDays: 5 })).statusCode).toBe(400);
    expect((await patch('day4', { version, step: 'day6', delayDays: 5 })).statusCode).toBe(400);
  });

  it('of two saves on the same version, one is kept and the other answers 409', async () => {
    const { version } = await stepOf('day4');
    const answers = await Promise.all([patch('day4', { version, delayDays: 3 }), patch('day4', { version, delayDays: 5 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await stepOf('day4')).version).toBe(version + 1);
  });
});

describe('delays and turning a step off', () => {
  it('a new delay schedules the people who confirm afterwards; a step turned off skips its waiting messages', async () => {
    const { version } = await stepOf('day6');
    expect((await patch('day6', { version, delayDays: 0.5 })).statusCode).toBe(200);
    await confirmedVisitor('late-flow@example.com', 'Rae');
    const [scheduled] = await t.db.dataSource.query(
      `SELECT round(extract(epoch FROM "sendAfter" - "createdAt") / 3600)::int AS hours FROM email_message WHERE recipient = $1 AND template = 'sequence-limited-offer'`,
      ['late-flow@example.com'],
    );
    expect(scheduled.hours).toBe(12);

    const day2 = await stepOf('day2');
    expect((await patch('day2', { version: day2.version, enabled: false })).statusCode).toBe(200);
    await dayTwoComes('late-flow@example.com');
    await expect
      .poll(async () => (await t.db.dataSource.query(`SELECT status, "lastError" FROM email_message WHERE recipient = $1 AND template = 'sequence-beauty-tips'`, ['late-flow@example.com']))[0])
      .toEqual({ status: 'skipped', lastError: 'turned off in Flows' });
    expect((await patch('day2', { version: day2.version + 1, enabled: true })).statusCode).toBe(200);
  });
});

describe('preview and test', () => {
  it('draws a draft with a real person’s data, and the example person’s without one', async () => {
    await confirmedVisitor('preview-flow@example.com', 'Sol');
    const [person] = await t.db.dataSource.query(`SELECT "personId" FROM "user" WHERE email = $1`, ['preview-flow@example.com']);
    const draft = { subject: 'How is {topPick}?', preheader: 'For {skinType}', markdown: 'Dear {firstName}, tell us about {topPick}.' };
    const preview = await asRep(t, 'POST', '/api/admin/flows/survey/preview', { personId: person.personId, draft });
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as { subject: string; html: string; person: { email: string }; skipped: string | null };
    expect(body.person.email).toBe('preview-flow@example.com');
    expect(body.html).toContain('Dear Sol, tell us about');
    // No link in a preview acts for her: no answer link carries her tokens.
    const [user] = await t.db.dataSource.query(`SELECT "surveyToken" FROM "user" WHERE email = $1`, ['preview-flow@example.com']);
    expect(body.html).not.toContain(user.surveyToken);
    expect(body.html).not.toContain('/outcome/');

    const example = (await asRep(t, 'POST', '/api/admin/flows/day2/preview', {})).json() as { subject: string; html: string; person: null };
    expect(example).toMatchObject({ subject: 'Three tips for your skin', person: null });
    expect((await asRep(t, 'POST', '/api/admin/flows/day2/preview', { draft: { ...draft, markdown: '{colour}' } })).statusCode).toBe(400);
    expect((await asRep(t, 'POST', '/api/admin/flows/day2/preview', { personId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('says the day-6 email would be skipped while no offer is set, and refuses to test it', async () => {
    const preview = (await asRep(t, 'POST', '/api/admin/flows/day6/preview', {})).json() as { skipped: string | null };
    expect(preview.skipped).toBe('no offer set');
    expect((await asRep(t, 'POST', '/api/admin/flows/day6/test', {})).statusCode).toBe(409);
  });

  it('"send me a test" arrives at the shop’s address over SMTP, drawn with the chosen person’s data', async () => {
    const [person] = await t.db.dataSource.query(`SELECT "personId" FROM "user" WHERE email = $1`, ['preview-flow@example.com']);
    const response = await asRep(t, 'POST', '/api/admin/flows/welcome/test', { personId: person.personId });
    expect(response.statusCode).toBe(200);
    const { sentTo } = response.json() as { sentTo: string };
    await sink.waitFor(() => withSubject(sentTo, /^\[Test\] Welcome to BeautyMatch Rewards$/).length === 1);
    expect(withSubject(sentTo, /^\[Test\] Welcome/)[0]!.parsed.text).toMatch(/Welcome, Sol!/i);
  });
});
