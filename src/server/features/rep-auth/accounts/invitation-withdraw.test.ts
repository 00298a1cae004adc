import { afterAll, describe, expect, it } from 'vitest';
import { accountsTestKit } from '../../../../../test/support/accounts-test-kit.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { asCookie, inviteAndJoin, linkTokenFrom } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const PASSWORD = 'juniper-velvet-harbour-7';
const { freshEmail, as, owner } = accountsTestKit(() => t.app);
const accept = (token: string) => t.app.inject({ method: 'POST', url: '/api/rep/invitations/accept', payload: { token, password: PASSWORD } });
const invite = async (email: string, role: 'owner' | 'staff') => {
  const invited = await as(await owner(), 'POST', '/api/admin/accounts/invitations', { email, role });
  expect(invited.statusCode).toBe(201);
  return invited.json().id as string;
};
type Listed = { id: string; email: string; role: string; invitedBy: { id: string; email: string | null } | null; createdAt: string; expiresAt: string };
const pending = async () => (await as(await owner(), 'GET', '/api/admin/accounts/invitations')).json().invitations as Listed[];

describe('an invitation cannot be withdrawn', () => {
  it('the owner lists a mistyped owner invitation and withdraws it: its link stops working, the history says so', async () => {
    const mistyped = freshEmail('mistyped');
    const id = await invite(mistyped, 'owner');
    const token = await linkTokenFrom(sink, mistyped, '/dashboard/access/join');

    const listed = (await pending()).find((invitation) => invitation.email === mistyped);
    expect(listed).toMatchObject({ id, email: mistyped, role: 'owner', invitedBy: { id: expect.any(String), email: null } });
    expect(Date.parse(listed!.expiresAt) - Date.parse(listed!.createdAt)).toBeGreaterThan(71.9 * 3600_000);

    const withdrawn = await as(await owner(), 'DELETE', `/api/admin/accounts/invitations/${id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ withdrawn: true });
    expect((await pending()).map((invitation) => invitation.id)).not.toContain(id);
    expect((await as(await owner(), 'GET', '/api/admin/accounts')).json().invitations.map((invitation: Listed) => invitation.id)).not.toContain(id);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().error.field).toBe('token');

    const history = (await as(await owner(), 'GET', '/api/admin/audit?area=rep-account')).json().entries as Array<{ action: string; subject: string; subjectName: string }>;
    expect(history[0]).toMatchObject({ action: 'withdraw invitation', subject: id, subjectName: `Invitation to ${mistyped}` });
  });

  it('answers 404 for an unknown, already withdrawn or already accepted invitation, and 400 for a bad id', async () => {
    const id = await invite(freshEmail('twice'), 'staff');
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/invitations/${id}`)).statusCode).toBe(200);
    expect((await as(await owner(), 'DELETE', `/api/admin/accounts/invitations/${id}`)).statusCode).toBe(404);
    expect((await as(await owner(), 'DELETE', '/api/admin/accounts/invitations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const joined = freshEmail('joined');
    await inviteAndJoin(t.app, sink, await owner(), joined, 'staff', PASSWORD);
    const used = await t.db.dataSource.query<Array<{ id: string }>>(`SELECT id FROM rep_account_link WHERE email = $1 AND kind = 'invitation'`, [joined]);
    const usedAnswer = await as(await owner(), 'DELETE', `/api/admin/accounts/invitations/${used[0]!.id}`);
    expect(usedAnswer.statusCode).toBe(404);
    expect(usedAnswer.json().error.message).toBe('There is no such invitation waiting: it was accepted, withdrawn or has expired.');

    const bad = await as(await owner(), 'DELETE', '/api/admin/accounts/invitations/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Give the id of an invitation');
  });

  it('both doors are the owner area: staff get 403, nobody signed in 401; tRPC lists and withdraws the same', async () => {
    const staff = await inviteAndJoin(t.app, sink, await owner(), freshEmail('staff'), 'staff', PASSWORD);
    const id = await invite(freshEmail('by-trpc'), 'staff');
    for (const [method, url] of [
      ['GET', '/api/admin/accounts/invitations'],
      ['DELETE', `/api/admin/accounts/invitations/${id}`],
    ] as const) {
      expect((await as(staff, method, url)).statusCode, url).toBe(403);
      expect((await as(undefined, method, url)).statusCode, url).toBe(401);
    }
    expect((await asCookie(t.app, staff, { method: 'POST', url: '/trpc/accounts.withdrawInvitation', payload: { id } })).statusCode).toBe(403);

    const listed = await asCookie(t.app, await owner(), { method: 'GET', url: '/trpc/accounts.invitations' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result.data.invitations.map((invitation: Listed) => invitation.id)).toContain(id);
    const withdrawn = await asCookie(t.app, await owner(), { method: 'POST', url: '/trpc/accounts.withdrawInvitation', payload: { id } });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().result.data).toEqual({ withdrawn: true });
    const again = await asCookie(t.app, await owner(), { method: 'POST', url: '/trpc/accounts.withdrawInvitation', payload: { id } });
    expect(again.statusCode).toBe(404);
    const bad = await asCookie(t.app, await owner(), { method: 'POST', url: '/trpc/accounts.withdrawInvitation', payload: { id: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.field).toBe('id');
  });
});
