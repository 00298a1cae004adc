import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../../../test/support/eventually.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { repCookie } from '../../../../../test/support/rep-session.js';
import { inviteAndJoin, linkTokenFrom } from '../../../../../test/support/staff-accounts.js';
import { useTestApp } from '../../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const request = (email: string) => t.app.inject({ method: 'POST', url: '/api/rep/password-reset/request', payload: { email } });
const rowsFor = async (email: string) => ({
  links: await t.db.dataSource.query<Array<{ accountId: string | null }>>(`SELECT "accountId" FROM rep_account_link WHERE kind = 'password-reset' AND email = $1`, [email]),
  messages: await t.db.dataSource.query<Array<{ status: string; lastError: string | null }>>(`SELECT status, "lastError" FROM email_message WHERE template = 'staff-password-reset' AND recipient = $1`, [email]),
});

describe('reset timing tells who has an account', () => {
  it('a request does the same work for any address: one link and one queued message each, the answer identical; only a known address gets mail', async () => {
    const known = 'keeps-forgetting@example.com';
    const unknown = 'never-had-an-account@example.com';
    await inviteAndJoin(t.app, sink, await repCookie(t.app), known, 'staff', 'juniper-velvet-harbour-7');

    const [knownAnswer, unknownAnswer] = [await request(known), await request(unknown)];
    expect(knownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.body).toBe(knownAnswer.body);
    expect(unknownAnswer.headers['content-length']).toBe(knownAnswer.headers['content-length']);

    // The request path wrote the same rows for both; what differs happens later, in the mail worker.
    const [knownRows, unknownRows] = [await rowsFor(known), await rowsFor(unknown)];
    expect(knownRows.links).toHaveLength(1);
    expect(unknownRows.links).toHaveLength(1);
    expect(knownRows.links[0]!.accountId).not.toBeNull();
    expect(unknownRows.links[0]!.accountId).toBeNull();
    expect(knownRows.messages).toHaveLength(1);
    expect(unknownRows.messages).toHaveLength(1);

    // The known address gets its link; the unknown one's message is skipped, never sent.
    const token = await linkTokenFrom(sink, known, '/dashboard/access/reset-password');
    expect(token).toContain('.');
    await eventually(async () => (await rowsFor(unknown)).messages[0]!.status === 'skipped');
    expect((await rowsFor(unknown)).messages[0]!.lastError).toBe('no back-office account has this address');
    expect(sink.to(unknown)).toHaveLength(0);
  });
});
