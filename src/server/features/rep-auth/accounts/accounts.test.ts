import { afterAll, describe, expect, it } from 'vitest';
import { accountsTestKit } from '../../../../../test/support/accounts-test-kit.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { cookieHeaderOf, inviteAndJoin, linkTokenFrom } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { NEWSLETTER_NO_RECIPIENTS } from '../../../../shared/newsletter.js';
import { claimIdOf, newMember, send, uniqueOrderNumber } from '../../../../../test/support/loyalty-test-helpers.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const STAFF_PASSWORD = 'juniper-velvet-harbour-7';
const { freshEmail, as, owner, accountIdOf } = accountsTestKit(() => t.app);

describe('invitations', () => {
  it('email a single-use link; accepting it makes the account with its role and signs her in', async () => {
    const email = freshEmail('helper');
    const cookie = await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const session = await as(cookie, 'GET', '/api/rep/session');
    expect(session.json()).toEqual({ signedIn: true, account: { email, role: 'staff', staffMaySendNewsletters: false, secondFactor: false, secondFactorRequired: false, needsEmail: false } });
    const message = sink.to(email)[0]!;
    expect(message.parsed.subject).toBe('You are invited to the BeautyMatch back-office');
    expect(message.parsed.text).toMatch(/72 hours/);

    // The same link again, a forged one, and a signed one for a link that does not exist.
    const token = await linkTokenFrom(sink, email, '/dashboard/access/join');
    const again = await t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token, password: STAFF_PASSWORD } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ field: 'token', message: 'This link was already used.' });
    const [id] = token.split('.');
    const forged = await t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token: `${id}.${'A'.repeat(32)}`, password: STAFF_PASSWORD } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/not one we sent/);

    // Signing in from then on: her email and password.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.44.0.1', payload: { email, password: STAFF_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().account).toMatchObject({ email, role: 'staff' });
  });

  it('stop working after 72 hours, and a second invitation replaces the first', async () => {
    const email = freshEmail('late');
    const invite = () => as(undefined, 'POST', '/api/admin/accounts/invitations', { email, role: 'staff' });
    expect((await invite()).statusCode).toBe(401);
    const first = await as(await owner(), 'POST', '/api/admin/accounts/invitations', { email, role: 'staff' });
    expect(first.statusCode).toBe(201);
    expect(Date.parse(first.json().expiresAt) - Date.now()).toBeGreaterThan(71.9 * 3600_000);
    const firstToken = await linkTokenFrom(sink, email, '/dashboard/access/join');
    const second = await as(await owner(), 'POST', '/api/admin/accounts/invitations', { email, role: 'owner' });
    await sink.waitFor(() => sink.to(email).length === 2);
    const replaced = await t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token: firstToken, password: STAFF_PASSWORD } });
    expect(replaced.json().error.message).toMatch(/expired/);
    await t.db.dataSource.query(`UPDATE rep_account_link SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [second.json().id]);
    const secondToken = await linkTokenFrom(sink, email, '/dashboard/access/join');
    const expired = await t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token: secondToken, password: STAFF_PASSWORD } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('This link has expired. Ask for a new one.');
  });

  it('refuse an address that has an account, a weak password and a bad role, with 4xx naming the field', async () => {
    const email = freshEmail('twice');
    await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const taken = await as(await owner(), 'POST', '/api/admin/accounts/invitations', { email, role: 'staff' });
    expect(taken.statusCode).toBe(409);
    const badRole = await as(await owner(), 'POST', '/api/admin/accounts/invitations', { email: freshEmail('x'), role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.field).toBe('role');
    const weak = await t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token: 'x.y', password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.field).toBe('password');
  });
});

describe('roles', () => {
  it('let staff approve a claim (the history names her) but not open settings or export people', async () => {
    const email = freshEmail('claims');
    const staff = await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const code = await newMember(t.db.dataSource, 'Staffed');
    const purchase = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: code, avonOrderNumber: uniqueOrderNumber('ST'), avonOrderTotal: 4200 } });
    const claimId = claimIdOf(purchase.json().transaction);
    const approved = await as(staff, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [claimId] });
    expect(approved.statusCode, approved.body).toBe(200);

    const history = await as(await owner(), 'GET', `/api/admin/audit?area=loyalty-claim&accountId=${await accountIdOf(email)}`);
    expect(history.json().entries).toEqual([expect.objectContaining({ subject: claimId, accountEmail: email })]);

    for (const [method, url] of [
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/people.csv'],
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const refused = await as(staff, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe("Your role doesn't include this. Ask the shop's owner.");
    }
    expect((await as(staff, 'GET', '/api/admin/people')).statusCode).toBe(200);
  });

  it('send newsletters only when the owner allows it', async () => {
    const staff = await inviteAndJoin(t.app, sink, await owner(), freshEmail('writer'), 'staff', STAFF_PASSWORD);
    const draft = await as(staff, 'POST', '/api/admin/newsletters', { subject: 'Autumn picks', preheader: 'New in', markdown: '# Hello', audience: { kind: 'all' }, productIds: [] });
    expect(draft.statusCode, draft.body).toBe(201);
    const send = () => as(staff, 'POST', `/api/admin/newsletters/${draft.json().newsletter.id}/send`, {});
    expect((await send()).statusCode).toBe(403);
    expect((await as(staff, 'PATCH', '/api/admin/staff-permissions', { staffMaySendNewsletters: true })).statusCode).toBe(403);
    expect((await as(await owner(), 'PATCH', '/api/admin/staff-permissions', { staffMaySendNewsletters: true })).json()).toEqual({ staffMaySendNewsletters: true, secondFactorRequired: false });
    expect((await as(staff, 'GET', '/api/rep/session')).json().account.staffMaySendNewsletters).toBe(true);
    // Past the role check, the send itself answers: nobody has subscribed in this shop.
    const allowed = await send();
    expect(allowed.statusCode).toBe(409);
    expect(allowed.json().error.message).toBe(NEWSLETTER_NO_RECIPIENTS);
    await as(await owner(), 'PATCH', '/api/admin/staff-permissions', { staffMaySendNewsletters: false });
  });

  it('change at once, and the shop always keeps an owner', async () => {
    const email = freshEmail('promoted');
    const cookie = await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const id = await accountIdOf(email);
    expect((await as(cookie, 'GET', '/api/admin/accounts')).statusCode).toBe(403);
    expect((await as(await owner(), 'PATCH', `/api/admin/accounts/${id}`, { role: 'owner' })).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/admin/accounts')).statusCode).toBe(200);
    // Two owners: she may step down to staff; the last owner may not.
    expect((await as(cookie, 'PATCH', `/api/admin/accounts/${id}`, { role: 'staff' })).statusCode).toBe(200);
    const ownerId = (await as(await owner(), 'GET', '/api/admin/accounts')).json().accounts.find((a: { isYou: boolean }) => a.isYou).id;
    const last = await as(await owner(), 'PATCH', `/api/admin/accounts/${ownerId}`, { role: 'staff' });
    expect(last.statusCode).toBe(409);
    expect((await as(await owner(), 'PATCH', '/api/admin/accounts/not-an-id', { role: 'staff' })).statusCode).toBe(400);
    expect((await as(await owner(), 'PATCH', '/api/admin/accounts/00000000-0000-4000-8000-000000000000', { role: 'staff' })).statusCode).toBe(404);
  });
});

describe('removing an account', () => {
  it('ends her sessions at once; her cookie answers 401, and the owner cannot remove herself', async () => {
    const email = freshEmail('leaving');
    const cookie = await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const id = await accountIdOf(email);
    expect((await as(cookie, 'GET', '/api/admin/people')).statusCode).toBe(200);
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/${id}`)).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/admin/people')).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.44.0.2', payload: { email, password: STAFF_PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/${id}`)).statusCode).toBe(404);
    const ownerId = (await as(await owner(), 'GET', '/api/admin/accounts')).json().accounts.find((a: { isYou: boolean }) => a.isYou).id;
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/${ownerId}`)).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers the same for any address, emails a 30-minute single-use link, and ends every session', async () => {
    const email = freshEmail('forgetful');
    const cookie = await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/rep/password-reset/request', payload: { email: freshEmail('nobody') } });
    const known = await t.app.inject({ method: 'POST', url: '/api/rep/password-reset/request', payload: { email } });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = await linkTokenFrom(sink, email, '/dashboard/access/reset-password');
    expect(sink.to(email).at(-1)!.parsed.text).toMatch(/30 minutes/);

    const newPassword = 'marigold-lantern-ferry-3';
    expect((await t.app.inject({ method: 'POST', url: '/api/rep/password-reset', payload: { token, password: newPassword } })).statusCode).toBe(200);
    expect((await as(cookie, 'GET', '/api/admin/people')).statusCode).toBe(401);
    const reused = await t.app.inject({ method: 'POST', url: '/api/rep/password-reset', payload: { token, password: 'another-long-passphrase-9' } });
    expect(reused.statusCode).toBe(400);
    const old = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.44.0.3', payload: { email, password: STAFF_PASSWORD } });
    expect(old.statusCode).toBe(401);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.44.0.3', payload: { email, password: newPassword } });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists her own with device and address, ends one or all others, and never another account’s', async () => {
    const email = freshEmail('devices');
    await inviteAndJoin(t.app, sink, await owner(), email, 'staff', STAFF_PASSWORD);
    const signInFrom = async (address: string, userAgent: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: address, headers: { 'user-agent': userAgent }, payload: { email, password: STAFF_PASSWORD } });
      return cookieHeaderOf(response.headers['set-cookie']);
    };
    const laptop = await signInFrom('10.45.0.1', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0');
    const phone = await signInFrom('10.45.0.2', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const list = (await t.app.inject({ method: 'GET', url: '/api/rep/sessions', remoteAddress: '10.45.0.1', headers: { cookie: laptop } })).json().sessions as Array<{ id: string; device: string; address: string; current: boolean }>;
    expect(list.map(({ device, address, current }) => ({ device, address, current }))).toEqual(
      expect.arrayContaining([
        { device: 'Firefox on Linux', address: '10.45.0.1', current: true },
        { device: 'Safari on iOS', address: '10.45.0.2', current: false },
      ]),
    );
    const phoneSession = list.find((session) => !session.current && session.address === '10.45.0.2')!;
    // The owner cannot end it by its id, nor can anyone signed out.
    expect((await as(await owner(), 'DELETE', `/api/rep/sessions/${phoneSession.id}`)).statusCode).toBe(404);
    expect((await as(undefined, 'DELETE', `/api/rep/sessions/${phoneSession.id}`)).statusCode).toBe(401);
    expect((await as(phone, 'GET', '/api/rep/sessions')).statusCode).toBe(200);
    expect((await as(laptop, 'DELETE', `/api/rep/sessions/${phoneSession.id}`)).statusCode).toBe(200);
    expect((await as(phone, 'GET', '/api/rep/sessions')).statusCode).toBe(401);

    const tablet = await signInFrom('10.45.0.3', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)');
    expect((await as(laptop, 'POST', '/api/rep/sessions/end-others')).json().ended).toBeGreaterThanOrEqual(2);
    expect((await as(tablet, 'GET', '/api/rep/sessions')).statusCode).toBe(401);
    expect((await as(laptop, 'GET', '/api/rep/sessions')).statusCode).toBe(200);
  });
});

describe('the owner of a shop set up before accounts', () => {
  it('signs in with the password alone until she confirms her address from its email; then with both', async () => {
    const cookie = await owner();
    expect((await as(cookie, 'GET', '/api/rep/session')).json().account).toMatchObject({ email: null, needsEmail: true });
    const email = freshEmail('owner');
    expect((await as(undefined, 'POST', '/api/rep/owner-email', { email })).statusCode).toBe(401);
    expect((await as(cookie, 'POST', '/api/rep/owner-email', { email })).statusCode).toBe(200);
    const token = await linkTokenFrom(sink, email, '/dashboard/access/confirm-address');
    const signInWithout = () => t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.46.0.1', payload: { password: 'test-rep-password' } });
    expect((await signInWithout()).statusCode).toBe(200);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/rep/owner-email/confirm', payload: { token } });
    expect(confirmed.json()).toEqual({ email });
    expect((await t.app.inject({ method: 'POST', url: '/api/rep/owner-email/confirm', payload: { token } })).statusCode).toBe(400);
    expect((await as(cookie, 'GET', '/api/rep/session')).json().account).toMatchObject({ email, needsEmail: false });
    const without = await signInWithout();
    expect(without.statusCode).toBe(400);
    expect(without.json().error.field).toBe('email');
    const withEmail = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', remoteAddress: '10.46.0.1', payload: { email, password: 'test-rep-password' } });
    expect(withEmail.statusCode).toBe(200);
    // Her changes from before, and this one, are hers in the history.
    const history = await as(cookie, 'GET', '/api/admin/audit?area=rep-account');
    expect(history.json().entries[0]).toMatchObject({ action: 'confirm address', accountEmail: email });
  });
});
