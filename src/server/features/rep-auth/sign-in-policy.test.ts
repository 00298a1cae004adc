import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_BLOCK_FAILURES } from '../../../shared/rep-auth.js';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { admitSignIn, sha256, withdrawAttempt } from './sign-in-guard.js';

const t = useTestApp({ REP_SIGN_IN_DELAY_MS: '20' });

function attempt(address: string, password: string, cookie?: string) {
  const options: InjectOptions = { method: 'POST', url: '/api/rep/sign-in', remoteAddress: address, payload: { password } };
  if (cookie) options.headers = { cookie };
  return t.app.inject(options);
}

function cookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return Object.fromEntries(list.map((cookie: string) => cookie.split(';')[0]!.split('=') as [string, string]));
}

describe('the sign-in policy', () => {
  it('50 wrong passwords from one address block that address, not the account: the right password from another gets in', async () => {
    const attacker = '10.66.0.1';
    const answers = [];
    for (let n = 0; n < 50; n++) answers.push((await attempt(attacker, `guess-${n}`)).statusCode);
    expect(answers.slice(0, SIGN_IN_BLOCK_FAILURES)).toEqual(Array(SIGN_IN_BLOCK_FAILURES).fill(401));
    expect(answers.slice(SIGN_IN_BLOCK_FAILURES).every((status) => status === 429)).toBe(true);

    const blocked = await attempt(attacker, TEST_REP_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/^Too many failed sign-ins from this address\. Try again in \d+ minutes?\.$/);
    expect(cookiesOf(blocked).rep_session).toBeUndefined();

    const elsewhere = await attempt('10.66.0.2', TEST_REP_PASSWORD);
    expect(elsewhere.statusCode).toBe(200);
    expect(cookiesOf(elsewhere).rep_session).toBeTruthy();
  });

  it('slows an address down after a few failures, each wait twice the one before', async () => {
    // The wait the policy decides, not how long this machine took: no other failures in the
    // window, so no shop-wide slow-down adds to it.
    await t.deps.dataSource.query('DELETE FROM rep_sign_in_failure');
    const waits: number[] = [];
    for (let n = 0; n < 7; n++) waits.push((await admitSignIn(t.deps.dataSource, { address: '10.67.0.1' }, 20)).delayMs);
    expect(waits).toEqual([0, 0, 0, 20, 40, 80, 160]);
    // The answers themselves stay plain refusals.
    expect((await attempt('10.67.0.1', 'nope')).statusCode).toBe(401);
  });

  it('a browser she signed in from before is never locked out by failures from its address', async () => {
    const shared = '10.68.0.1';
    const first = await attempt(shared, TEST_REP_PASSWORD);
    const device = cookiesOf(first).rep_device;
    expect(device).toBeTruthy();
    expect(String(first.headers['set-cookie'])).toMatch(/rep_device=[^;]+;.*HttpOnly.*SameSite=Strict/i);
    for (let n = 0; n < SIGN_IN_BLOCK_FAILURES + 2; n++) await attempt(shared, `intruder-${n}`);
    expect((await attempt(shared, TEST_REP_PASSWORD)).statusCode).toBe(429);

    const trusted = await attempt(shared, TEST_REP_PASSWORD, `rep_device=${device}`);
    expect(trusted.statusCode).toBe(200);
    // A trusted browser keeps its cookie: no new one is set.
    expect(cookiesOf(trusted).rep_device).toBeUndefined();
    // It is judged by its own failures (none), not its address's: it waits only as long as the
    // failures against her account make any sign-in to it wait.
    const [owner] = await t.deps.dataSource.query(`SELECT id FROM rep_account WHERE role = 'owner'`);
    const [against] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "accountHash" = $1`, [sha256(`rep-account:${owner.id}`)]);
    const verdict = await admitSignIn(t.deps.dataSource, { address: shared, deviceToken: device, account: owner.id, accountId: owner.id }, 20);
    expect(verdict).toMatchObject({ trustedDevice: true, delayMs: 20 * Math.floor(against.n / 3) });
    await withdrawAttempt(t.deps.dataSource, verdict);
  });

  it('a device cookie that guesses wrong too often is trusted no more', async () => {
    const { rep_device: device } = cookiesOf(await attempt('10.69.0.1', TEST_REP_PASSWORD));
    const cookie = `rep_device=${device}`;
    for (let n = 0; n < SIGN_IN_BLOCK_FAILURES; n++) await attempt(`10.69.1.${n}`, `wrong-${n}`, cookie);
    const [row] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM rep_device WHERE "revokedAt" IS NOT NULL`);
    // The next attempt finds it over the limit and revokes it; it is judged as a new browser from then on.
    const after = await attempt('10.69.2.1', TEST_REP_PASSWORD, cookie);
    expect(after.statusCode).toBe(200);
    const [revoked] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM rep_device WHERE "revokedAt" IS NOT NULL`);
    expect(revoked.n).toBe(row.n + 1);
    expect(cookiesOf(after).rep_device).toBeTruthy();
  });

  it('counts failed attempts since her last visit for the dashboard, and keeps addresses out of the tables', async () => {
    const visit = await attempt('10.70.0.1', TEST_REP_PASSWORD);
    const cookie = `rep_session=${cookiesOf(visit).rep_session}`;
    for (let n = 0; n < 3; n++) await attempt(`10.70.1.${n}`, `bad-${n}`);
    await attempt('10.70.0.1', TEST_REP_PASSWORD);
    const activity = await t.app.inject({ method: 'GET', url: '/api/rep/sign-in-activity', headers: { cookie } });
    expect(activity.statusCode).toBe(200);
    expect(activity.json()).toEqual({ failedSinceLastVisit: 3, lastVisitAt: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/rep/sign-in-activity' })).statusCode).toBe(401);
    const stored = JSON.stringify(await t.deps.dataSource.query('SELECT * FROM rep_sign_in_failure'));
    expect(stored).not.toContain('10.70.1.');
  });

  it('parallel wrong sign-ins cannot pass the limit', async () => {
    const lone = '10.72.0.1';
    const spread = Array.from({ length: 10 }, (_, n) => `10.72.1.${n}`);
    const addresses = [...Array<string>(100).fill(lone), ...spread.flatMap((address) => Array<string>(30).fill(address))];
    const answers = await Promise.all(addresses.map((address, n) => attempt(address, `parallel-${n}`)));
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // A wrong password that was checked answers 401 and leaves one failure behind: never more than the limit per address.
    for (const address of [lone, ...spread]) {
      const checked = answers.filter((answer, n) => addresses[n] === address && answer.statusCode === 401).length;
      expect(checked, address).toBeLessThanOrEqual(SIGN_IN_BLOCK_FAILURES);
      const [row] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "addressHash" = $1`, [sha256(`rep-sign-in:${address}`)]);
      expect(row.n, address).toBe(checked);
    }
  });

  it('works the same through tRPC, from the request address', async () => {
    const blockedAddress = '10.71.0.1';
    for (let n = 0; n < SIGN_IN_BLOCK_FAILURES; n++) await attempt(blockedAddress, `x-${n}`);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/rep.signIn', remoteAddress: blockedAddress, payload: { password: TEST_REP_PASSWORD } });
    expect(trpc.statusCode).toBe(429);
    const other = await t.app.inject({ method: 'POST', url: '/trpc/rep.signIn', remoteAddress: '10.71.0.2', payload: { password: TEST_REP_PASSWORD } });
    expect(other.statusCode).toBe(200);
    expect(cookiesOf(other).rep_device).toBeTruthy();
  });
});
