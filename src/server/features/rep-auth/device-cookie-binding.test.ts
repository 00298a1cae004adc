import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BLOCK_FAILURES } from '../../../shared/rep-auth.js';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { asCookie, inviteAndJoin } from '../../../../test/support/staff-accounts.js';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { admitSignIn, withdrawAttempt } from './sign-in-guard.js';

const STEP_MS = 5;
const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', REP_SIGN_IN_DELAY_MS: String(STEP_MS) });

const STAFF_PASSWORD = 'lantern-meadow-quartz-4';
let made = 0;
let addresses = 0;
const freshAddress = () => `10.90.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

function signIn(address: string, payload: { email?: string; password: string; code?: string }, deviceCookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: address, payload, ...(deviceCookie ? { headers: { cookie: deviceCookie } } : {}) });
}

function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header.map(String) : [String(header)];
  const device = list.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.startsWith('rep_device='));
  if (!device) throw new Error('no device cookie was set');
  return device;
}

/** A staff account that signed in `times` times from new browsers: one device cookie each. */
async function staffWithCookies(times: number): Promise<{ email: string; cookies: string[] }> {
  const email = `device-staff-${(made += 1)}@example.com`;
  await inviteAndJoin(t.app, sink, await repCookie(t.app), email, 'staff', STAFF_PASSWORD);
  const cookies: string[] = [];
  for (let n = 0; n < times; n++) {
    const response = await signIn(freshAddress(), { email, password: STAFF_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    cookies.push(deviceCookieOf(response));
  }
  return { email, cookies };
}

/** An address that has already been refused: its own failures reached the block. */
async function blockedAddress(): Promise<string> {
  const address = freshAddress();
  for (let n = 0; n < SIGN_IN_BLOCK_FAILURES; n++) expect((await signIn(address, { password: `warm-up-${n}` })).statusCode).toBe(401);
  expect((await signIn(address, { password: TEST_REP_PASSWORD })).statusCode).toBe(429);
  return address;
}

const ownerId = async (): Promise<string> => (await t.db.dataSource.query<Array<{ id: string }>>(`SELECT id FROM rep_account WHERE role = 'owner' AND email IS NULL`))[0]!.id;

describe('device cookies multiply the lock-out', () => {
  it('six device cookies of a staff account buy no guesses at the owner’s password', async () => {
    const { cookies } = await staffWithCookies(6);
    const attacker = await blockedAddress();

    const answers: number[] = [];
    for (let n = 0; n < 60; n++) answers.push((await signIn(attacker, { password: `owner-guess-${n}` }, cookies[n % cookies.length])).statusCode);
    // Refused as from any stranger at that address: not one guess was checked.
    expect(answers.filter((status) => status !== 429)).toEqual([]);
    // Even the owner's right password from there, with a staff cookie, is a stranger's.
    expect((await signIn(attacker, { password: TEST_REP_PASSWORD }, cookies[0])).statusCode).toBe(429);

    // From an address with no failures yet, the cookies change nothing either: its own limit holds.
    const fresh = freshAddress();
    const checked: number[] = [];
    for (let n = 0; n < 60; n++) checked.push((await signIn(fresh, { password: `owner-guess-${n}` }, cookies[n % cookies.length])).statusCode);
    expect(checked.filter((status) => status === 401)).toHaveLength(SIGN_IN_BLOCK_FAILURES);
    expect(checked.slice(SIGN_IN_BLOCK_FAILURES).every((status) => status === 429)).toBe(true);
  });

  it('six device cookies of a staff account buy no guesses at another account’s authenticator code', async () => {
    const { cookies } = await staffWithCookies(6);
    // The target: another account whose password the attacker knows, with an authenticator.
    const target = `device-target-${(made += 1)}@example.com`;
    const targetCookie = await inviteAndJoin(t.app, sink, await repCookie(t.app), target, 'staff', STAFF_PASSWORD);
    const setup = await asCookie(t.app, targetCookie, { method: 'POST', url: '/api/rep/totp/setup', payload: { password: STAFF_PASSWORD } });
    expect(setup.statusCode, setup.body).toBe(200);
    const confirmed = await asCookie(t.app, targetCookie, { method: 'POST', url: '/api/rep/totp/confirm', payload: { code: await generate({ secret: setup.json().secret }) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const attacker = await blockedAddress();

    const answers: number[] = [];
    for (let n = 0; n < 40; n++) {
      const code = String(100_000 + n);
      answers.push((await signIn(attacker, { email: target, password: STAFF_PASSWORD, code }, cookies[n % cookies.length])).statusCode);
    }
    expect(answers.filter((status) => status !== 429)).toEqual([]);
  });

  it('a browser trusted for her account still waits out the failures against her account', async () => {
    const id = await ownerId();
    const home = freshAddress();
    const own = deviceCookieOf(await signIn(home, { password: TEST_REP_PASSWORD })).slice('rep_device='.length);
    // Only this test's failures in the window (the ones above were against her account too).
    await t.db.dataSource.query('DELETE FROM rep_sign_in_failure');
    // Nine wrong guesses at her account, each from an address of its own.
    for (let n = 0; n < 9; n++) await admitSignIn(t.deps.dataSource, { address: freshAddress(), account: id, accountId: id }, STEP_MS);

    const verdict = await admitSignIn(t.deps.dataSource, { address: home, deviceToken: own, account: id, accountId: id }, STEP_MS);
    await withdrawAttempt(t.deps.dataSource, verdict);
    expect(verdict.trustedDevice).toBe(true);
    // One step for every three failures against her account, as for a new browser.
    expect(verdict.delayMs).toBe(3 * STEP_MS);
  });

  it('a cookie is trusted only for the account that earned it, on the database’s word', async () => {
    const id = await ownerId();
    const { cookies } = await staffWithCookies(1);
    const staffToken = cookies[0]!.slice('rep_device='.length);
    // Rewritten to name the owner, the staff cookie still matches no device of hers.
    const renamed = `${id}.${staffToken.split('.')[1]}`;
    for (const deviceToken of [staffToken, renamed]) {
      const verdict = await admitSignIn(t.deps.dataSource, { address: freshAddress(), deviceToken, account: id, accountId: id }, STEP_MS);
      await withdrawAttempt(t.deps.dataSource, verdict);
      expect(verdict.trustedDevice).toBe(false);
    }
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM rep_device WHERE "accountId" IS NULL`);
    expect(row.n).toBe(0);
  });
});
