import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { SIGN_IN_BLOCK_FAILURES } from '../../../../shared/rep-auth.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { asCookie, inviteAndJoin } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', REP_SIGN_IN_DELAY_MS: '5' });

const PASSWORD = 'orchard-lilac-harbour-9';
let made = 0;
let addresses = 0;
const freshAddress = () => `10.91.0.${(addresses += 1)}`;
const post = (cookie: string, url: string, payload: object, address = freshAddress()) => asCookie(t.app, cookie, { method: 'POST', url, payload, remoteAddress: address });
const trpc = (cookie: string, name: string, input: object) => asCookie(t.app, cookie, { method: 'POST', url: `/trpc/rep.${name}`, payload: input, remoteAddress: freshAddress() });
const codeOf = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
const wrongCodeFor = async (secret: string) => String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');

async function staff(): Promise<{ email: string; cookie: string; id: string }> {
  const email = `change-${(made += 1)}@example.com`;
  const cookie = await inviteAndJoin(t.app, sink, await repCookie(t.app), email, 'staff', PASSWORD);
  const [{ id }] = await t.db.dataSource.query(`SELECT id FROM rep_account WHERE email = $1`, [email]);
  return { email, cookie, id };
}

/** What a second-factor change could have touched: the secrets, the recovery codes, the history. */
async function secondFactorState(id: string) {
  const [account] = await t.db.dataSource.query(`SELECT "totpSecret", "totpPendingSecret" FROM rep_account WHERE id = $1`, [id]);
  const codes = await t.db.dataSource.query(`SELECT "codeHash" FROM rep_recovery_code WHERE "accountId" = $1 ORDER BY "codeHash"`, [id]);
  const audits = await t.db.dataSource.query(`SELECT action FROM audit_entry WHERE subject = $1 AND action LIKE '%second factor' ORDER BY id`, [id]);
  return { account, codes, audits };
}

async function turnOn(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(cookie, '/api/rep/totp/setup', { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json();
  const confirmed = await post(cookie, '/api/rep/totp/confirm', { code: await codeOf(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}

describe('a session alone replaces the second factor', () => {
  it('setting one up needs her password: none or a wrong one is a 400 naming the field, and changes nothing', async () => {
    const { cookie, id } = await staff();
    const before = await secondFactorState(id);
    // The session alone, as the set-up was called before: refused.
    expect((await asCookie(t.app, cookie, { method: 'POST', url: '/api/rep/totp/setup' })).statusCode).toBe(400);
    for (const payload of [{}, { password: '' }]) {
      const refused = await post(cookie, '/api/rep/totp/setup', payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.field).toBe('password');
    }
    const wrong = await post(cookie, '/api/rep/totp/setup', { password: 'not-her-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('password');
    const viaTrpc = await trpc(cookie, 'totpSetup', { password: 'not-her-password-at-all' });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error.data.field).toBe('password');
    expect(await secondFactorState(id)).toEqual(before);
    // With no secret waiting, a confirm has nothing to turn on.
    expect((await post(cookie, '/api/rep/totp/confirm', { code: '123456' })).statusCode).toBe(409);
  });

  it('replacing one needs her password and a current code (or a recovery code); without either nothing changes', async () => {
    const { cookie, id } = await staff();
    const { secret, recoveryCodes } = await turnOn(cookie);
    const before = await secondFactorState(id);

    const refusals = [
      [{ password: PASSWORD }, 'code'],
      [{ password: PASSWORD, code: await wrongCodeFor(secret) }, 'code'],
      [{ password: PASSWORD, code: 'abcde-fghjk' }, 'code'],
      [{ password: 'not-her-password-at-all', code: await codeOf(secret) }, 'password'],
    ] as const;
    for (const [payload, field] of refusals) {
      const refused = await post(cookie, '/api/rep/totp/setup', payload);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.field).toBe(field);
    }
    expect(await secondFactorState(id)).toEqual(before);

    // With a current code: a new secret waits for its own code, and replaces the old one.
    const setup = await post(cookie, '/api/rep/totp/setup', { password: PASSWORD, code: await codeOf(secret, 1) });
    expect(setup.statusCode, setup.body).toBe(200);
    const newSecret = setup.json().secret;
    const confirmed = await post(cookie, '/api/rep/totp/confirm', { code: await codeOf(newSecret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await secondFactorState(id);
    expect(after.account.totpSecret).toBe(newSecret);
    expect(after.audits.map((row: { action: string }) => row.action)).toEqual(['set up second factor', 'replace second factor']);

    // A recovery code of the new set serves as well (and is used up).
    const recovery = confirmed.json().recoveryCodes[0];
    expect((await post(cookie, '/api/rep/totp/setup', { password: PASSWORD, code: recovery })).statusCode).toBe(200);
    expect((await post(cookie, '/api/rep/totp/setup', { password: PASSWORD, code: recovery })).statusCode).toBe(400);
    // The old set went with the old authenticator.
    expect((await post(cookie, '/api/rep/totp/setup', { password: PASSWORD, code: recoveryCodes[1] })).json().error.field).toBe('code');
  });

  it('wrong passwords and codes count as failed sign-ins: an address that guesses is blocked', async () => {
    const { cookie, id } = await staff();
    const { secret } = await turnOn(cookie);
    const before = await secondFactorState(id);
    const guesser = freshAddress();
    const answers: number[] = [];
    for (let n = 0; n < SIGN_IN_BLOCK_FAILURES + 5; n++) {
      const payload = n % 2 === 0 ? { password: `guess-${n}`, code: await codeOf(secret) } : { password: PASSWORD, code: await wrongCodeFor(secret) };
      answers.push((await post(cookie, '/api/rep/totp/setup', payload, guesser)).statusCode);
    }
    expect(answers.slice(0, SIGN_IN_BLOCK_FAILURES)).toEqual(Array(SIGN_IN_BLOCK_FAILURES).fill(400));
    expect(answers.slice(SIGN_IN_BLOCK_FAILURES).every((status) => status === 429)).toBe(true);
    expect(await secondFactorState(id)).toEqual(before);
  });

  it('setting up and replacing are emailed to the account', async () => {
    const { email, cookie } = await staff();
    const { secret } = await turnOn(cookie);
    await sink.waitFor(() => sink.to(email).some((message) => message.parsed.subject === 'Two-factor sign-in is on for your back-office account'));
    const setup = await post(cookie, '/api/rep/totp/setup', { password: PASSWORD, code: await codeOf(secret, 1) });
    await post(cookie, '/api/rep/totp/confirm', { code: await codeOf(setup.json().secret) });
    await sink.waitFor(() => sink.to(email).some((message) => message.parsed.subject === 'Your back-office sign-in moved to a new authenticator'));
    const moved = sink.to(email).find((message) => message.parsed.subject === 'Your back-office sign-in moved to a new authenticator')!;
    expect(moved.parsed.text).toContain('no longer work');
    expect(moved.links).toContain('http://beauty.test/dashboard/access/forgot-password');
  });
});
