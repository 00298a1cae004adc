import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { acneModerateAnswers, newSessionId, sensitiveBudgetAnswers } from '../../../../test/support/quiz-test-data.js';
import { nextClientAddress } from '../../../../test/support/client-address.js';
import { useTestApp } from '../../../../test/support/test-app.js';

// A real SMTP sink; the app's own worker sends to it.
const sink = await startMailSink();
// Registered first so it runs last, after the app's worker has closed its connections.
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '50', SITE_URL: 'http://beauty.test' });

/** The session each submitted response came from: the browser sends it with the capture. */
const sessionOf = new Map<number, string>();

async function submittedResponseId(answers = acneModerateAnswers): Promise<number> {
  const sessionId = newSessionId();
  const submit = await t.app.inject({ method: 'POST', url: '/api/quiz/submit', payload: { sessionId, responses: answers, userId: null }, remoteAddress: nextClientAddress() });
  const { quizResponseId } = submit.json() as { quizResponseId: number };
  sessionOf.set(quizResponseId, sessionId);
  return quizResponseId;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row!.n;
}

const postUsers = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload });
/** The capture as the quiz page sends it: with the session id of the quiz that gave the response. */
const createUser = (payload: { quizResponseId?: unknown; sessionId?: string } & Record<string, unknown>) =>
  postUsers({ sessionId: sessionOf.get(payload.quizResponseId as number), ...payload });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/users/confirm', payload: { token } });

/** The token of the confirmation link in a message. */
function confirmationTokenIn(links: string[]): string {
  const link = links.find((href) => href.startsWith('http://beauty.test/confirm-email?token='));
  if (!link) throw new Error(`no confirmation link among ${links.join(', ')}`);
  return new URL(link).searchParams.get('token')!;
}

describe('POST /api/users for a new address', () => {
  it('answers with the details, stores no consent yet, and sends the results with a confirmation link', async () => {
    const quizResponseId = await submittedResponseId();
    const response = await createUser({ email: '  Maya.Lopez@Example.COM ', firstName: ' Maya ', wantsCyclingGuide: true, consent: true, quizResponseId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: 'maya.lopez@example.com', firstName: 'Maya', wantsCyclingGuide: true, quizResponseId } });

    const [user] = await t.db.dataSource.query(`SELECT id, "emailConfirmedAt", "latestQuizResponseId" FROM "user" WHERE email = 'maya.lopez@example.com'`);
    expect(user).toMatchObject({ emailConfirmedAt: null, latestQuizResponseId: quizResponseId });
    expect(await count(`consent_event WHERE address = 'maya.lopez@example.com'`)).toBe(0);
    // No membership until the address is confirmed: typing an address gives the typist nothing.
    expect(await count(`loyalty_member WHERE email = 'maya.lopez@example.com'`)).toBe(0);
    // A typed address is not a signup yet: it counts once confirmed.
    const events = await t.db.dataSource.query(`SELECT details FROM funnel_event WHERE type = 'email_captured' AND subject = $1`, [String(user.id)]);
    expect(events).toEqual([]);

    const [message] = await sink.waitFor((all) => all.some((m) => m.recipients.includes('maya.lopez@example.com'))).then(() => sink.to('maya.lopez@example.com'));
    const { parsed, links } = message!;
    expect(parsed.subject).toMatch(/^Your BeautyMatch results: \d+% match$/);
    expect(parsed.from?.text).toContain('BeautyMatch');
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@beautymatch\.example>$/);
    // Essential: no unsubscribe header on the results the person asked for.
    expect(parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
    expect(parsed.html).toContain('Confirm my email');
    expect(parsed.text).toContain('Skin type');
    expect(parsed.text).toContain('Confirm my email');
    // The results link goes through the click redirect to this quiz's results page.
    const results = links.map((href) => new URL(href)).find((url) => url.pathname === '/email/click' && url.searchParams.get('to')?.includes('/results-premium/'));
    expect(results?.searchParams.get('to')).toMatch(/^http:\/\/beauty\.test\/results-premium\/session_/);
    // Product links go to the storefront, through the same redirect.
    expect(links.some((href) => new URL(href).searchParams.get('to')?.startsWith('https://store.test'))).toBe(true);
    // The worker marks it sent once the SMTP server has answered, a moment after the sink has it.
    await expect.poll(() => count(`email_message WHERE recipient = 'maya.lopez@example.com' AND status = 'sent'`)).toBe(1);
  });

  it('confirms once: the link activates membership and consent, and sends the loyalty code', async () => {
    const quizResponseId = await submittedResponseId();
    await createUser({ email: 'ines@example.com', firstName: 'Ines', wantsCyclingGuide: false, consent: true, quizResponseId });
    await sink.waitFor(() => sink.to('ines@example.com').length === 1);
    const token = confirmationTokenIn(sink.to('ines@example.com')[0]!.links);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, firstName: 'Ines', resultsPath: expect.stringMatching(/^\/results-premium\/session_/), subscribed: true });
    const [user] = await t.db.dataSource.query(`SELECT id, "emailConfirmedAt" FROM "user" WHERE email = 'ines@example.com'`);
    expect(user.emailConfirmedAt).not.toBeNull();
    // Now the address counts as a signup on the dashboard, with the quiz it came from.
    const signups = () => t.db.dataSource.query(`SELECT details FROM funnel_event WHERE type = 'email_captured' AND subject = $1`, [String(user.id)]);
    expect(await signups()).toEqual([{ details: { quizResponseId } }]);
    const log = await t.db.dataSource.query(`SELECT action, source, form FROM consent_event WHERE address = 'ines@example.com'`);
    expect(log).toEqual([{ action: 'granted', source: 'confirmed-link', form: 'quiz-email-capture' }]);

    await sink.waitFor(() => sink.to('ines@example.com').some((m) => m.parsed.subject?.startsWith('Welcome to BeautyMatch Rewards')));
    const welcome = sink.to('ines@example.com').find((m) => m.parsed.subject?.startsWith('Welcome to BeautyMatch Rewards'))!;
    const [member] = await t.db.dataSource.query(`SELECT "loyaltyCode", "confirmedAt" FROM loyalty_member WHERE email = 'ines@example.com'`);
    expect(member.confirmedAt).not.toBeNull();
    expect(welcome.parsed.subject).toBe('Welcome to BeautyMatch Rewards');
    expect(welcome.parsed.text).toMatch(/Welcome, Ines!/i);
    expect(welcome.parsed.text).toContain(member.loyaltyCode);

    // Single use; a second click changes nothing and says so.
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/used already/);
    expect(await signups()).toHaveLength(1);
    expect(await count(`consent_event WHERE address = 'ines@example.com'`)).toBe(1);
  });

  it('refuses tampered, unknown and expired links with a clear message and changes nothing', async () => {
    const quizResponseId = await submittedResponseId();
    await createUser({ email: 'tamper@example.com', firstName: 'Tam', consent: true, quizResponseId });
    await sink.waitFor(() => sink.to('tamper@example.com').length === 1);
    const token = confirmationTokenIn(sink.to('tamper@example.com')[0]!.links);
    const [id, signature] = token.split('.') as [string, string];

    const otherId = await confirm(`${Number(id) + 1000}.${signature}`);
    expect(otherId.statusCode).toBe(404);
    expect(otherId.json().error.message).toMatch(/not valid/);
    const flipped = await confirm(`${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect(flipped.statusCode).toBe(404);
    expect((await confirm('not a token')).statusCode).toBe(400);

    await t.db.dataSource.query(`UPDATE email_confirmation SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [Number(id)]);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toMatch(/expired/);
    const [user] = await t.db.dataSource.query(`SELECT "emailConfirmedAt" FROM "user" WHERE email = 'tamper@example.com'`);
    expect(user).toEqual({ emailConfirmedAt: null });
    expect(await count(`consent_event WHERE address = 'tamper@example.com'`)).toBe(0);
    expect(await count(`loyalty_member WHERE email = 'tamper@example.com'`)).toBe(0);
  });
});

describe('POST /api/users for an address the site knows', () => {
  it('changes nothing stored, answers like a new address, and sends a confirm-this-change link', async () => {
    const first = await submittedResponseId();
    await createUser({ email: 'known@example.com', firstName: 'Ana', wantsCyclingGuide: false, quizResponseId: first });
    await sink.waitFor(() => sink.to('known@example.com').length === 1);
    await confirm(confirmationTokenIn(sink.to('known@example.com')[0]!.links));
    // Past the one-per-10-minutes window, as if time had passed.
    await t.db.dataSource.query(`UPDATE email_confirmation SET "createdAt" = now() - interval '11 minutes' WHERE address = 'known@example.com'`);
    const before = await t.db.dataSource.query(`SELECT "firstName", "wantsCyclingGuide", "latestQuizResponseId", "updatedAt" FROM "user" WHERE email = 'known@example.com'`);

    const second = await submittedResponseId(sensitiveBudgetAnswers);
    const known = await createUser({ email: 'KNOWN@example.com', firstName: 'Mallory', wantsCyclingGuide: true, consent: true, quizResponseId: second });
    const unknownResponse = await submittedResponseId(sensitiveBudgetAnswers);
    const unknown = await createUser({ email: 'stranger@example.com', firstName: 'Mallory', wantsCyclingGuide: true, consent: true, quizResponseId: unknownResponse });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json().user)).toEqual(Object.keys(unknown.json().user));
    expect(known.json()).toEqual({ user: { email: 'known@example.com', firstName: 'Mallory', wantsCyclingGuide: true, quizResponseId: second } });
    expect(await t.db.dataSource.query(`SELECT "firstName", "wantsCyclingGuide", "latestQuizResponseId", "updatedAt" FROM "user" WHERE email = 'known@example.com'`)).toEqual(before);
    expect(await count(`consent_event WHERE address = 'known@example.com'`)).toBe(0);
    expect(await count(`quiz_response WHERE id = $1 AND "userId" IS NOT NULL`, [second])).toBe(0);

    // welcome (code) + results + this confirmation
    await sink.waitFor(() => sink.to('known@example.com').some((m) => m.parsed.subject?.startsWith('Please confirm the changes')));
    const change = sink.to('known@example.com').find((m) => m.parsed.subject?.startsWith('Please confirm the changes'))!;
    expect(change.parsed.text).toContain('use the name Mallory');
    expect(change.parsed.text).toContain('send you personalised recommendations and tips');

    // The owner confirms: now the change applies, and the results of that quiz are sent.
    const applied = await confirm(confirmationTokenIn(change.links));
    expect(applied.statusCode).toBe(200);
    const [after] = await t.db.dataSource.query(`SELECT "firstName", "latestQuizResponseId" FROM "user" WHERE email = 'known@example.com'`);
    expect(after).toEqual({ firstName: 'Mallory', latestQuizResponseId: second });
    expect(await t.db.dataSource.query(`SELECT action, source FROM consent_event WHERE address = 'known@example.com'`)).toEqual([{ action: 'granted', source: 'confirmed-link' }]);
    await sink.waitFor(() => sink.to('known@example.com').filter((m) => m.parsed.subject?.includes('Your BeautyMatch results')).length === 2);
    // Still one membership, one welcome.
    expect(sink.to('known@example.com').filter((m) => m.parsed.subject?.startsWith('Welcome to BeautyMatch Rewards')).length).toBe(1);
    expect(await count(`loyalty_member WHERE email = 'known@example.com'`)).toBe(1);
  });

  it('sends one confirmation email for a flood of parallel captures of one address', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => submittedResponseId()));
    const answers = await Promise.all(
      responses.map((quizResponseId, index) => createUser({ email: index % 2 ? 'FLOOD@example.com' : 'flood@example.com', firstName: `F${index}`, quizResponseId })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await count(`"user" WHERE email = 'flood@example.com'`)).toBe(1);
    expect(await count(`email_confirmation WHERE address = 'flood@example.com'`)).toBe(1);
    expect(await count(`email_message WHERE recipient = 'flood@example.com'`)).toBe(1);
    await sink.waitFor(() => sink.to('flood@example.com').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.to('flood@example.com')).toHaveLength(1);
  });

  it('does not send a stranger’s quiz results to the address that names their quiz response', async () => {
    const victimResponse = await submittedResponseId();
    await createUser({ email: 'victim@example.com', firstName: 'Vic', quizResponseId: victimResponse });
    await createUser({ email: 'snoop@example.com', firstName: 'Snoop', quizResponseId: victimResponse });
    await sink.waitFor(() => sink.to('snoop@example.com').length === 1);
    const snooped = sink.to('snoop@example.com')[0]!;
    expect(snooped.parsed.subject).toBe('Please confirm your email for BeautyMatch');
    expect(snooped.parsed.text).not.toContain('Skin type');
    expect(await count(`quiz_response WHERE id = $1 AND "userId" = (SELECT id FROM "user" WHERE email = 'victim@example.com')`, [victimResponse])).toBe(1);
  });
});

describe('quiz results taken by number', () => {
  it('a guessed quiz response id does not send its results to a stranger: the capture must prove the quiz session', async () => {
    const victimSession = newSessionId();
    const victimResponse = (await t.caller.quiz.submit({ sessionId: victimSession, responses: acneModerateAnswers, userId: null })).quizResponseId;
    const ownSession = newSessionId();
    await t.caller.quiz.submit({ sessionId: ownSession, responses: sensitiveBudgetAnswers, userId: null });

    // The id alone (sequential, easy to guess) is not enough...
    const byNumber = await postUsers({ email: 'eve.stranger@example.com', firstName: 'Eve', quizResponseId: victimResponse });
    expect(byNumber.statusCode, byNumber.body).toBe(400);
    expect(byNumber.json().error.field).toBe('sessionId');
    // ...and neither is one's own session beside someone else's response id.
    const mismatched = await createUser({ email: 'eve.stranger@example.com', firstName: 'Eve', quizResponseId: victimResponse, sessionId: ownSession });
    expect(mismatched.statusCode, mismatched.body).toBe(404);
    expect(mismatched.json().error.field).toBe('quizResponseId');
    const trpcByNumber = t.caller.users.create({ email: 'eve.stranger@example.com', firstName: 'Eve', quizResponseId: victimResponse, sessionId: ownSession });
    await expect(trpcByNumber).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await count(`"user" WHERE email = 'eve.stranger@example.com'`)).toBe(0);
    expect(await count(`email_message WHERE recipient = 'eve.stranger@example.com'`)).toBe(0);

    // The browser that took the quiz holds its session id and gets its results.
    const own = await createUser({ email: 'owner@example.com', firstName: 'Olga', quizResponseId: victimResponse, sessionId: victimSession });
    expect(own.statusCode, own.body).toBe(200);
    await sink.waitFor(() => sink.to('owner@example.com').length === 1);
    expect(sink.to('owner@example.com')[0]!.parsed.text).toContain('Skin type');
  });
});

describe('names typed by visitors in emails', () => {
  it('keeps the name out of the subject and the headers, and markup out of the HTML', async () => {
    const quizResponseId = await submittedResponseId();
    const response = await createUser({ email: 'inject@example.com', firstName: 'Eve\r\nBcc: all@example.com <b>bold</b>', quizResponseId });
    expect(response.statusCode).toBe(200);
    await sink.waitFor(() => sink.to('inject@example.com').length === 1);
    const [message] = sink.to('inject@example.com');
    expect(message!.recipients).toEqual(['inject@example.com']);
    expect(message!.parsed.headers.has('bcc')).toBe(false);
    expect(message!.parsed.subject).toMatch(/^Your BeautyMatch results: \d+% match$/);
    expect(message!.parsed.html).not.toContain('<b>bold</b>');
    expect(message!.parsed.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('POST /api/users input', () => {
  it('works the same through tRPC', async () => {
    const quizResponseId = await submittedResponseId();
    const { user } = await t.caller.users.create({ email: 'trpc@example.com', firstName: 'Tia', wantsCyclingGuide: false, quizResponseId, sessionId: sessionOf.get(quizResponseId)! });
    expect(user).toEqual({ email: 'trpc@example.com', firstName: 'Tia', wantsCyclingGuide: false, quizResponseId });
  });

  it.each([
    [{ email: 'not-an-email' }, 400, 'email', 'email: Please enter a valid email address'],
    [{ email: '' }, 400, 'email', 'email: Please enter a valid email address'],
    [{ firstName: '' }, 400, 'firstName', 'firstName: First name is required'],
    [{ firstName: '   ' }, 400, 'firstName', 'firstName: First name is required'],
    [{ firstName: undefined }, 400, 'firstName', 'firstName: First name is required'],
    [{ isAdmin: true }, 400, 'isAdmin', 'Unexpected field: isAdmin'],
    [{ wantsCyclingGuide: 'yes' }, 400, 'wantsCyclingGuide', /wantsCyclingGuide: .*boolean/],
    [{ quizResponseId: 'abc' }, 400, 'quizResponseId', /quizResponseId/],
    [{ quizResponseId: 2_000_000_000 }, 404, 'quizResponseId', /no quiz response with this id/],
    [{ sessionId: undefined }, 400, 'sessionId', /sessionId/],
    [{ sessionId: 'session_1700000000000_notthisone' }, 404, 'quizResponseId', /no quiz response with this id/],
  ])('rejects %j with %i and stores nothing', async (change, status, field, message) => {
    const quizResponseId = await submittedResponseId();
    const before = await count('"user"');
    const mailBefore = await count('email_message');
    const sessionId = sessionOf.get(quizResponseId);
    const response = await createUser({ email: 'valid.person@example.com', firstName: 'Val', wantsCyclingGuide: false, quizResponseId, sessionId, ...change });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(message);
    expect(await count('"user"')).toBe(before);
    expect(await count('email_message')).toBe(mailBefore);
    expect(await count(`quiz_response WHERE id = $1 AND "userId" IS NOT NULL`, [quizResponseId])).toBe(0);
  });
});
