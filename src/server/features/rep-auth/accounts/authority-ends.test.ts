import { afterAll, describe, expect, it } from 'vitest';
import { accountsTestKit } from '../../../../../test/support/accounts-test-kit.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { inviteAndJoin, linkTokenFrom } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { inviteAccount } from './accounts.service.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const PASSWORD = 'juniper-velvet-harbour-7';
const { freshEmail, as, owner, accountIdOf } = accountsTestKit(() => t.app);
const accept = (token: string) => t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token, password: PASSWORD } });
const activeAccountWith = async (email: string) =>
  Number((await t.db.dataSource.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM rep_account WHERE email = $1 AND "removedAt" IS NULL`, [email]))[0]!.n);

/** A co-owner who has invited her other address as owner: her cookie, her id and the invitation's token. */
async function coOwnerWithOwnInvitation() {
  const coOwnerEmail = freshEmail('co-owner');
  const coOwner = await inviteAndJoin(t.app, sink, await owner(), coOwnerEmail, 'owner', PASSWORD);
  const otherAddress = freshEmail('her-other-address');
  expect((await as(coOwner, 'POST', '/api/admin/accounts/invitations', { email: otherAddress, role: 'owner' })).statusCode).toBe(201);
  const token = await linkTokenFrom(sink, otherAddress, '/dashboard/access/join');
  return { coOwner, id: await accountIdOf(coOwnerEmail), otherAddress, token };
}

describe('a removed owner comes back', () => {
  it('removing a co-owner withdraws the owner invitation she made: accepting it is refused and makes no account', async () => {
    const { id, otherAddress, token } = await coOwnerWithOwnInvitation();
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/${id}`)).statusCode).toBe(200);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.field).toBe('token');
    expect(await activeAccountWith(otherAddress)).toBe(0);
  });

  it('demoting a co-owner withdraws the invitations she made, and a reset sent to her', async () => {
    const { coOwner, id, otherAddress, token } = await coOwnerWithOwnInvitation();
    const coOwnerEmail = (await as(coOwner, 'GET', '/api/rep/session')).json().account.email as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/rep/password-reset/request', payload: { email: coOwnerEmail } })).statusCode).toBe(200);
    const resetToken = await linkTokenFrom(sink, coOwnerEmail, '/dashboard/access/reset-password');
    expect((await as(await owner(), 'PATCH', `/api/admin/accounts/${id}`, { role: 'staff' })).statusCode).toBe(200);

    expect((await accept(token)).statusCode).toBe(400);
    expect(await activeAccountWith(otherAddress)).toBe(0);
    const reset = await t.app.inject({ method: 'POST', url: '/api/rep/password-reset', payload: { token: resetToken, password: 'marigold-lantern-ferry-3' } });
    expect(reset.statusCode).toBe(400);
  });

  it('accepting re-checks the inviter: an invitation whose inviter no longer holds its role is refused and changes nothing', async () => {
    const { id, otherAddress, token } = await coOwnerWithOwnInvitation();
    const [linkId] = token.split('.');
    // Demoted, and the link made to work again (as a link that escaped the withdrawal would).
    expect((await as(await owner(), 'PATCH', `/api/admin/accounts/${id}`, { role: 'staff' })).statusCode).toBe(200);
    await t.db.dataSource.query(`UPDATE rep_account_link SET "expiresAt" = now() + interval '1 hour' WHERE id = $1`, [linkId]);

    const refused = await accept(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('The person who sent this invitation can no longer invite as owner. Ask an owner of the shop for a new invitation.');
    expect(await activeAccountWith(otherAddress)).toBe(0);
    const [link] = await t.db.dataSource.query<Array<{ usedAt: Date | null }>>(`SELECT "usedAt" FROM rep_account_link WHERE id = $1`, [linkId]);
    expect(link!.usedAt).toBeNull();

    // Removed, likewise.
    await as(await owner(), 'DELETE', `/api/admin/accounts/${id}`);
    await t.db.dataSource.query(`UPDATE rep_account_link SET "expiresAt" = now() + interval '1 hour' WHERE id = $1`, [linkId]);
    expect((await accept(token)).statusCode).toBe(403);
    expect(await activeAccountWith(otherAddress)).toBe(0);
  });

  it('an invitation makes at most the role of the account that sends it', async () => {
    const staffEmail = freshEmail('staff');
    await inviteAndJoin(t.app, sink, await owner(), staffEmail, 'staff', PASSWORD);
    const staffId = await accountIdOf(staffEmail);
    await expect(inviteAccount(t.deps, staffId, { email: freshEmail('raised'), role: 'owner' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('an owner invitation from a current owner still works', async () => {
    const { otherAddress, token } = await coOwnerWithOwnInvitation();
    expect((await accept(token)).statusCode).toBe(200);
    expect(await activeAccountWith(otherAddress)).toBe(1);
  });
});
