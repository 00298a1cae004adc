import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_SETUP_MESSAGE } from '../../../../shared/staff-access.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { asCookie, inviteAndJoin } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const PASSWORD = 'juniper-velvet-harbour-7';
let made = 0;
const freshEmail = () => `second-${(made += 1)}@example.com`;
const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => asCookie(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
const signIn = (email: string, code?: string, address = '10.50.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: address, payload: { email, password: PASSWORD, ...(code === undefined ? {} : { code }) } });

/** The code an authenticator app shows for `secret`, `stepsAhead` periods from now. */
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function withAuthenticator(): Promise<{ email: string; cookie: string; secret: string; recoveryCodes: string[] }> {
  const email = freshEmail();
  const cookie = await inviteAndJoin(t.app, sink, await repCookie(t.app), email, 'staff', PASSWORD);
  const setup = await as(cookie, 'POST', '/api/rep/totp/setup', { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const confirmed = await as(cookie, 'POST', '/api/rep/totp/confirm', { code: await codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { email, cookie, secret, recoveryCodes: confirmed.json().recoveryCodes };
}

describe('two-factor sign-in', () => {
  it('is confirmed with a code; ten recovery codes are shown once and stored hashed', async () => {
    const email = freshEmail();
    const cookie = await inviteAndJoin(t.app, sink, await repCookie(t.app), email, 'staff', PASSWORD);
    expect((await as(cookie, 'POST', '/api/rep/totp/confirm', { code: '123456' })).statusCode).toBe(409);
    const { secret } = (await as(cookie, 'POST', '/api/rep/totp/setup', { password: PASSWORD })).json();
    const wrong = await as(cookie, 'POST', '/api/rep/totp/confirm', { code: String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('code');
    expect((await as(cookie, 'POST', '/api/rep/totp/confirm', { code: 'abc' })).statusCode).toBe(400);
    const confirmed = await as(cookie, 'POST', '/api/rep/totp/confirm', { code: await codeOf(secret) });
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(await t.db.dataSource.query(`SELECT * FROM rep_recovery_code`));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    expect((await as(cookie, 'GET', '/api/rep/session')).json().account.secondFactor).toBe(true);
  });

  it('asks for the code after a right password (401 SECOND_FACTOR_REQUIRED), takes a code once, and counts wrong ones', async () => {
    const { email, secret } = await withAuthenticator();
    const missing = await signIn(email);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', field: 'code' });
    expect(missing.headers['set-cookie']).toBeUndefined();
    // A wrong password is told as a wrong password, whatever the code.
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.50.0.2', payload: { email, password: 'not-the-password', code: '000000' } });
    expect(wrongPassword.json().error.code).toBe('UNAUTHORIZED');

    const code = await codeOf(secret, 1);
    const failuresBefore = (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM rep_sign_in_failure`))[0].n;
    const wrong = await signIn(email, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), '10.50.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.field).toBe('code');
    expect((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM rep_sign_in_failure`))[0].n).toBe(failuresBefore + 1);

    const [first, replay] = [await signIn(email, code, '10.50.0.4'), await signIn(email, code, '10.50.0.5')];
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const { email, recoveryCodes } = await withAuthenticator();
    const code = recoveryCodes[3]!;
    expect((await signIn(email, code.toUpperCase(), '10.51.0.1')).statusCode).toBe(200);
    expect((await signIn(email, code, '10.51.0.2')).statusCode).toBe(401);
    expect((await signIn(email, recoveryCodes[4]!, '10.51.0.3')).statusCode).toBe(200);
  });

  it('when the owner requires it, an account without one may only set it up', async () => {
    const email = freshEmail();
    const cookie = await inviteAndJoin(t.app, sink, await repCookie(t.app), email, 'staff', PASSWORD);
    const owner = await repCookie(t.app);
    expect((await as(owner, 'PATCH', '/api/admin/staff-permissions', { secondFactorRequired: true })).statusCode).toBe(200);
    try {
      const refused = await as(cookie, 'GET', '/api/admin/people');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(SECOND_FACTOR_SETUP_MESSAGE);
      expect((await as(cookie, 'GET', '/api/rep/session')).json().account).toMatchObject({ secondFactor: false, secondFactorRequired: true });
      const { secret } = (await as(cookie, 'POST', '/api/rep/totp/setup', { password: PASSWORD })).json();
      expect((await as(cookie, 'POST', '/api/rep/totp/confirm', { code: await codeOf(secret) })).statusCode).toBe(200);
      expect((await as(cookie, 'GET', '/api/admin/people')).statusCode).toBe(200);
    } finally {
      await as(owner, 'PATCH', '/api/admin/staff-permissions', { secondFactorRequired: false });
    }
  });
});
