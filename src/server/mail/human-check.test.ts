import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSessionId, sensitiveBudgetAnswers } from '../../../test/support/quiz-test-data.js';
import { inOneWindow } from '../../../test/support/fixed-window.js';
import { type TestContext, useTestApp } from '../../../test/support/test-app.js';
import { createHumanCheckChallenge } from './human-check.js';

/** The app on a real port; each "guest" is a client address sent as X-Forwarded-For (TRUST_PROXY=loopback). */
function listening(t: TestContext) {
  let base = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  const post = async (path: string, from: string, body: object) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string; field?: string } } & Record<string, unknown> };
  };
  /** What the ALTCHA widget does in a browser: fetch a challenge, solve it, encode the payload. */
  const solve = async (challenge?: Challenge) => {
    const fresh = challenge ?? ((await (await fetch(`${base}/api/challenge`)).json()) as Challenge);
    const solution = await solveChallenge({ challenge: fresh, deriveKey });
    if (!solution) throw new Error('the challenge was not solved');
    return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString('base64');
  };
  return { post, solve, base: () => base };
}

async function queuedTo(t: TestContext, pattern: string): Promise<number> {
  const [row] = await t.db.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM email_message WHERE recipient LIKE $1`, [pattern]);
  return row!.n;
}

describe('past the soft limit per client address, a proof of work instead of a refusal', () => {
  const t = useTestApp({ TRUST_PROXY: 'loopback', MAIL_PER_CLIENT_HOUR: '2', MAIL_VISITOR_HOUR_CAP: '1000' });
  const http = listening(t);
  const join = (from: string, email: string, altcha?: string) => http.post('/api/loyalty/join', from, { email, firstName: 'Guest', ...(altcha ? { altcha } : {}) });

  it('below the soft limit no check; above it, 428 asking for one and nothing queued; a solved check is mailed', async () => {
    const { answers, asked, round } = await inOneWindow(t.db.dataSource, 3600, async (round) => {
      const from = `10.71.${round}.1`;
      const answers = [await join(from, `guest1@party${round}.test`), await join(from, `guest2@party${round}.test`), await join(from, `guest3@party${round}.test`)];
      const asked = await join(from, `guest4@party${round}.test`);
      return { answers, asked };
    });
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[2]!.status).toBe(428);
    expect(answers[2]!.body.error).toEqual({
      code: 'CHALLENGE_REQUIRED',
      message: 'Many emails were asked for from your connection this hour, so your browser does a quick check (about a second) before we send yours.',
      field: 'altcha',
    });
    expect(asked.status).toBe(428);
    expect(await queuedTo(t, `%@party${round}.test`)).toBe(2);

    const from = `10.71.${round}.1`;
    const answer = await join(from, `guest3@party${round}.test`, await http.solve());
    expect(answer.status).toBe(202);
    expect(await queuedTo(t, `guest3@party${round}.test`)).toBe(1);
  });

  it('a solved check is honoured once: a replay, even in parallel, gets nothing mailed', async () => {
    const from = '10.72.0.1';
    const altcha = await http.solve();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => join(from, `replay${n}@reuse.test`, altcha)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 428, 428, 428, 428, 428]);
    const refused = answers.find((answer) => answer.status === 428)!;
    expect(refused.body.error).toMatchObject({ code: 'CHALLENGE_REQUIRED', message: 'That browser check was already used. Please run it again.', field: 'altcha' });
    expect(await queuedTo(t, '%@reuse.test')).toBe(1);
    // Later, from anywhere: still spent.
    expect((await join('10.72.0.2', 'later@reuse.test', altcha)).status).toBe(428);
    expect(await queuedTo(t, '%@reuse.test')).toBe(1);
  });

  it('an expired, wrong, tampered or malformed check is refused and nothing is queued', async () => {
    const expired = await http.solve(await createHumanCheckChallenge(t.deps.dataSource, t.deps.env.APP_SECRET, -5));
    // The proof is the derived key (the server checks it against the key it signed).
    const good = JSON.parse(Buffer.from(await http.solve(), 'base64').toString()) as { challenge: Challenge; solution: { counter: number; derivedKey: string } };
    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: good.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } };
    // An easier challenge than the server's: its signature no longer matches.
    const easier = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    // Someone else's key: signed with another secret.
    const { createChallenge } = await import('altcha-lib');
    const foreign = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 1, deriveKey, hmacSignatureSecret: 'not-the-app-secret-not-the-app-secret', expiresAt: Math.floor(Date.now() / 1000) + 600 });
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');
    const cases: Array<[string, string, string]> = [
      ['expired', expired, 'The browser check has expired. Please run it again.'],
      ['wrong key', encode(wrongKey), 'The browser check did not pass. Please run it again.'],
      ['tampered', encode(easier), 'The browser check did not pass. Please run it again.'],
      ['foreign', await http.solve(foreign), 'The browser check did not pass. Please run it again.'],
      ['not a payload', 'bm90IGpzb24=', 'The browser check did not pass. Please run it again.'],
      ['empty object', encode({}), 'The browser check did not pass. Please run it again.'],
    ];
    for (const [name, altcha, message] of cases) {
      const answer = await join('10.73.0.1', `${name.replace(/ /g, '-')}@refused.test`, altcha);
      expect(answer.status, name).toBe(428);
      expect(answer.body.error, name).toEqual({ code: 'CHALLENGE_REQUIRED', message, field: 'altcha' });
    }
    // Not the widget's format at all.
    const malformed = await join('10.73.0.2', 'malformed@refused.test', 'not base64!');
    expect(malformed.status).toBe(428);
    expect(await queuedTo(t, '%@refused.test')).toBe(0);
    // The right solution of that challenge still passes (the wrong ones did not spend it).
    expect((await join('10.73.0.1', 'right@accepted.test', encode(good))).status).toBe(202);
  });

  it('the quiz email capture and the tRPC twins ask and accept the same way', async () => {
    const from = '10.74.0.1';
    for (const n of [1, 2]) expect((await join(from, `warmup${n}@twins.test`)).status).toBe(202);
    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: sensitiveBudgetAnswers, userId: null });
    const capture = { email: 'guest@twins.test', firstName: 'Guest', quizResponseId, sessionId };
    const asked = await http.post('/api/users', from, capture);
    expect(asked.status).toBe(428);
    expect(await queuedTo(t, 'guest@twins.test')).toBe(0);
    expect((await http.post('/api/users', from, { ...capture, altcha: await http.solve() })).status).toBe(200);
    expect(await queuedTo(t, 'guest@twins.test')).toBe(1);

    const twin = await http.post('/trpc/loyalty.sendCode', from, { email: 'member@twins.test' });
    expect(twin.status).toBe(428);
    expect(twin.body.error).toMatchObject({ data: { httpStatus: 428, code: 'PRECONDITION_REQUIRED', field: 'altcha' } });
    expect((await http.post('/trpc/loyalty.sendCode', from, { email: 'member@twins.test', altcha: await http.solve() })).status).toBe(200);
  });

  it('challenges are fresh, signed, short-lived and never cached', async () => {
    const [first, second] = await Promise.all([fetch(`${http.base()}/api/challenge`), fetch(`${http.base()}/api/challenge`)]);
    expect(first!.headers.get('cache-control')).toBe('no-store');
    const [a, b] = (await Promise.all([first!.json(), second!.json()])) as Challenge[];
    expect(a!.parameters.nonce).not.toBe(b!.parameters.nonce);
    expect(a!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(a!.parameters.algorithm).toBe('PBKDF2/SHA-256');
    const ttl = a!.parameters.expiresAt! - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(500);
    expect(ttl).toBeLessThanOrEqual(600);
  });
});

describe('the hourly cap of all visitor email still holds for solved checks', () => {
  const t = useTestApp({ TRUST_PROXY: 'loopback', MAIL_PER_CLIENT_HOUR: '1', MAIL_VISITOR_HOUR_CAP: '3' });
  const http = listening(t);

  it('solved checks are served, and past the cap nothing more is queued (the answer does not change)', async () => {
    const { answers, round } = await inOneWindow(t.db.dataSource, 3600, async (round) => {
      const answers = [];
      for (let n = 0; n < 6; n++) {
        answers.push(await http.post('/api/loyalty/join', `10.75.${round}.1`, { email: `crowd${n}@cap${round}.test`, firstName: 'Guest', ...(n === 0 ? {} : { altcha: await http.solve() }) }));
      }
      return { answers };
    });
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(await queuedTo(t, `%@cap${round}.test`)).toBe(3);
  });
});
