import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { ensureOwner } from './owner-setup.js';
import { RepAccountEntity } from './rep-account.entity.js';
import { signIn } from './rep-auth.service.js';
import { signedInAccount } from './signed-in-account.js';

const t = useTestApp();

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no Set-Cookie header');
  return header.split(';')[0]!;
}

describe('representative sign-in over REST', () => {
  it('rejects a wrong password with 401 and sets no cookie', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.0.0.1', payload: { password: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('That password is not correct.');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with an HttpOnly SameSite=Strict cookie, and signs out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.0.0.2', payload: { password: TEST_REP_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/rep_session=/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Secure/); // only in production
    const cookie = sessionCookie(response.headers['set-cookie']);

    const session = await t.app.inject({ method: 'GET', url: '/api/rep/session', headers: { cookie } });
    expect(session.json()).toEqual({ signedIn: true, account: { email: null, role: 'owner', staffMaySendNewsletters: false, secondFactor: false, secondFactorRequired: false, needsEmail: true } });

    const out = await t.app.inject({ method: 'POST', url: '/api/rep/sign-out', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/rep/session', headers: { cookie } });
    expect(after.json()).toEqual({ signedIn: false });
  });

  it('reads the session among other cookies, and treats a garbled cookie header as signed out', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.0.0.4', payload: { password: TEST_REP_PASSWORD } });
    const cookie = sessionCookie(signIn.headers['set-cookie']);
    const among = await t.app.inject({ method: 'GET', url: '/api/rep/session', headers: { cookie: `theme=dark; ${cookie}; other=%E0%A4%A` } });
    expect(among.json()).toMatchObject({ signedIn: true });
    for (const garbled of ['rep_session=%E0%A4%A', 'rep_session', '=;;=', `rep_session=${'x'.repeat(4000)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/rep/session', headers: { cookie: garbled } });
      expect(response.statusCode, garbled).toBe(200);
      expect(response.json()).toEqual({ signedIn: false });
    }
  });

  it('validates the body', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.0.0.3', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('password');
    const extra = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.0.0.3', payload: { password: 'x', admin: true } });
    expect(extra.statusCode).toBe(400);
  });

});

describe('owner set-up', () => {
  it('generates a password once when none is configured, and the env password wins when set', async () => {
    await t.db.dataSource.query(`TRUNCATE rep_account CASCADE`);
    const generated = await ensureOwner(t.db.dataSource, {});
    expect(generated).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(await ensureOwner(t.db.dataSource, {})).toBeUndefined();
    const client = { address: '10.0.5.1' };
    const options = { stepMs: 1 };
    const { session } = await signIn(t.db.dataSource, { password: generated! }, client, options);
    expect(await signedInAccount(t.db.dataSource, session.token)).toMatchObject({ role: 'owner', email: null });

    await ensureOwner(t.db.dataSource, { password: 'a-new-env-password' });
    await expect(signIn(t.db.dataSource, { password: generated! }, client, options)).rejects.toThrow(/not correct/);
    await expect(signIn(t.db.dataSource, { password: 'a-new-env-password' }, client, options)).resolves.toHaveProperty('session.token');
    const [stored] = await t.db.dataSource.getRepository(RepAccountEntity).find();
    expect(stored?.passwordHash).not.toContain('a-new-env-password');

    // REP_EMAIL names the owner who has no address; from then on she signs in with it.
    await ensureOwner(t.db.dataSource, { email: 'Owner@Example.com', password: 'a-new-env-password' });
    await expect(signIn(t.db.dataSource, { password: 'a-new-env-password' }, client, options)).rejects.toThrow(/Enter your email/);
    await expect(signIn(t.db.dataSource, { email: 'owner@example.com', password: 'a-new-env-password' }, client, options)).resolves.toHaveProperty('session.token');
  });

  it('names a new shop’s owner with REP_EMAIL, and a new REP_PASSWORD clears her second factor (her way back in)', async () => {
    await t.db.dataSource.query(`TRUNCATE rep_account CASCADE`);
    await ensureOwner(t.db.dataSource, { email: 'Founder@Example.com', password: 'a-founders-password' });
    const [owner] = await t.db.dataSource.getRepository(RepAccountEntity).find();
    expect(owner).toMatchObject({ email: 'founder@example.com', role: 'owner' });
    const client = { address: '10.0.5.2' };
    await expect(signIn(t.db.dataSource, { password: 'a-founders-password' }, client, { stepMs: 1 })).rejects.toThrow(/Enter your email/);

    // With a second factor, the password alone is not enough…
    await t.db.dataSource.query(`UPDATE rep_account SET "totpSecret" = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' WHERE id = $1`, [owner!.id]);
    await t.db.dataSource.query(`INSERT INTO rep_recovery_code ("codeHash", "accountId") VALUES ('x', $1)`, [owner!.id]);
    const withEmail = { email: 'founder@example.com', password: 'a-founders-password' };
    await expect(signIn(t.db.dataSource, withEmail, client, { stepMs: 1 })).rejects.toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    // …until REP_PASSWORD is changed and the shop restarted: the new password alone, and the history says so.
    await ensureOwner(t.db.dataSource, { email: 'founder@example.com', password: 'a-recovery-password' });
    await expect(signIn(t.db.dataSource, { ...withEmail, password: 'a-recovery-password' }, client, { stepMs: 1 })).resolves.toHaveProperty('session.token');
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM rep_recovery_code`)).toEqual([{ n: 0 }]);
    const [entry] = await t.db.dataSource.query(`SELECT action, after, "accountId" FROM audit_entry WHERE subject = $1 ORDER BY id DESC LIMIT 1`, [owner!.id]);
    expect(entry).toEqual({ action: 'reset from REP_PASSWORD', after: { secondFactorCleared: true }, accountId: null });
  });
});
