import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { ensureOwner } from './owner-setup.js';

const t = useTestApp();
const NEW_PASSWORD = 'velvet-peony-lantern-42';

async function signInFrom(address: string, password: string): Promise<{ status: number; cookie: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: address, payload: { password } });
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return { status: response.statusCode, cookie: first?.split(';')[0] ?? '' };
}

const signedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/rep/session', headers: { cookie } })).json().signedIn;

function changePassword(cookie: string, payload: object, address = '10.9.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/rep/password', remoteAddress: address, headers: { cookie }, payload });
}

describe('the representative changes her password in the dashboard', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/rep/password', payload: { currentPassword: TEST_REP_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/rep/sign-out-everywhere' })).statusCode).toBe(401);
  });

  it('refuses a short, common, unchanged or wrongly confirmed password with a 400 naming the field, and changes nothing', async () => {
    const { cookie } = await signInFrom('10.9.0.2', TEST_REP_PASSWORD);
    const cases: Array<[object, string, RegExp]> = [
      [{ currentPassword: TEST_REP_PASSWORD, newPassword: 'short-one' }, 'newPassword', /at least 12 characters/],
      [{ currentPassword: TEST_REP_PASSWORD, newPassword: 'Password1234' }, 'newPassword', /too common/],
      [{ currentPassword: TEST_REP_PASSWORD, newPassword: 'aaaaaaaaaaaaaaa' }, 'newPassword', /too common/],
      [{ currentPassword: TEST_REP_PASSWORD, newPassword: TEST_REP_PASSWORD }, 'newPassword', /differ/],
      [{ currentPassword: 'not-the-password', newPassword: NEW_PASSWORD }, 'currentPassword', /not correct/],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', /current password/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await changePassword(cookie, payload, '10.9.0.2');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.field).toBe(field);
      expect(response.json().error.message).toMatch(message);
    }
    expect((await signInFrom('10.9.0.3', TEST_REP_PASSWORD)).status).toBe(200);
  });

  it('signs in with the new password only, keeps this session and ends every other one', async () => {
    const here = await signInFrom('10.9.0.4', TEST_REP_PASSWORD);
    const elsewhere = await signInFrom('10.9.0.5', TEST_REP_PASSWORD);
    const response = await changePassword(here.cookie, { currentPassword: TEST_REP_PASSWORD, newPassword: NEW_PASSWORD }, '10.9.0.4');
    expect(response.statusCode).toBe(200);
    expect(await signedIn(here.cookie)).toBe(true);
    expect(await signedIn(elsewhere.cookie)).toBe(false);
    expect((await signInFrom('10.9.0.6', TEST_REP_PASSWORD)).status).toBe(401);
    expect((await signInFrom('10.9.0.6', NEW_PASSWORD)).status).toBe(200);

    // A restart with the same REP_PASSWORD keeps her choice; a different one is the way back in.
    await ensureOwner(t.db.dataSource, { password: TEST_REP_PASSWORD });
    expect((await signInFrom('10.9.0.7', NEW_PASSWORD)).status).toBe(200);
    await ensureOwner(t.db.dataSource, { password: 'a-replacement-from-the-environment' });
    expect((await signInFrom('10.9.0.8', NEW_PASSWORD)).status).toBe(401);
    expect((await signInFrom('10.9.0.8', 'a-replacement-from-the-environment')).status).toBe(200);
    await ensureOwner(t.db.dataSource, { password: TEST_REP_PASSWORD });
  });

  it('appears in the change history, with nothing of the old or new password', async () => {
    const here = await signInFrom('10.9.1.10', TEST_REP_PASSWORD);
    await signInFrom('10.9.1.11', TEST_REP_PASSWORD);
    const [{ others }] = await t.db.dataSource.query(`SELECT count(*)::int - 1 AS others FROM rep_session`);
    const response = await changePassword(here.cookie, { currentPassword: TEST_REP_PASSWORD, newPassword: NEW_PASSWORD }, '10.9.1.10');
    expect(response.statusCode).toBe(200);
    const history = await t.app.inject({ method: 'GET', url: '/api/admin/audit?area=rep-account', headers: { cookie: here.cookie } });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().entries;
    const [{ id: ownerId, passwordHash }] = await t.db.dataSource.query(`SELECT id, "passwordHash" FROM rep_account`);
    // Made by her, about her account (named "The owner" until she names her address).
    expect(entry).toMatchObject({ area: 'rep-account', subject: ownerId, action: 'change password', subjectName: 'The owner', accountId: ownerId, accountEmail: null });
    expect(entry.after).toEqual({ otherSessionsEnded: others });
    const stored = JSON.stringify(await t.db.dataSource.query(`SELECT * FROM audit_entry`));
    for (const secret of [TEST_REP_PASSWORD, NEW_PASSWORD, passwordHash]) expect(stored).not.toContain(secret);
    await ensureOwner(t.db.dataSource, { password: 'a-replacement-from-the-environment' });
    await ensureOwner(t.db.dataSource, { password: TEST_REP_PASSWORD });
  });

  it('"sign out everywhere" ends every session, this one included', async () => {
    // One after another: a few password checks run at once, the rest are turned away.
    const sessions = [];
    for (const address of ['10.9.0.10', '10.9.0.11', '10.9.0.12']) sessions.push(await signInFrom(address, TEST_REP_PASSWORD));
    for (const { cookie } of sessions) expect(await signedIn(cookie)).toBe(true);
    const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-out-everywhere', headers: { cookie: sessions[0]!.cookie } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/rep_session=;/);
    for (const { cookie } of sessions) expect(await signedIn(cookie)).toBe(false);
    const [devices] = await t.db.dataSource.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM rep_device`);
    expect(devices!.n).toBe(0);
  });
});
