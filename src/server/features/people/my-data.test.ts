import { afterAll, describe, expect, it } from 'vitest';
import { startMailSink } from '../../../../test/support/mail-sink.js';
import { freshAddress, send } from '../../../../test/support/loyalty-test-helpers.js';
import { newPerson } from '../../../../test/support/people-test-helpers.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { eventually } from '../../../../test/support/eventually.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const SITE = 'http://beauty.test';
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '50', SITE_URL: SITE });

const ask = (email: string, action: string) => send(t.app, { method: 'POST', url: '/api/my-data/request', payload: { email, action } });

/** The "Your data" link in the newest message to `address` with this subject start. */
async function linkSentTo(address: string, subjectStart: string): Promise<URLSearchParams> {
  await sink.waitFor(() => sink.to(address).some((message) => message.parsed.subject?.startsWith(subjectStart)));
  const message = sink.to(address).findLast((candidate) => candidate.parsed.subject?.startsWith(subjectStart))!;
  // A tracked link names its target in `to`; the page itself is /my-data with the signed parameters.
  const targets = message.links.map((href) => {
    const url = new URL(href);
    return url.pathname === '/email/click' ? new URL(url.searchParams.get('to')!) : url;
  });
  const link = targets.find((url) => url.origin === SITE && url.pathname === '/my-data');
  if (!link) throw new Error(`no "Your data" link among ${message.links.join(', ')}`);
  return link.searchParams;
}

describe('a person asks for their data', () => {
  it('gets the same 202 for a known and an unknown address; only the known one is mailed a link that downloads their export', async () => {
    const person = await newPerson(t, { firstName: 'Asker' });
    const known = await ask(person.email.toUpperCase(), 'export');
    const unknown = await ask('nobody-here@example.com', 'export');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ accepted: true });

    const link = await linkSentTo(person.email, 'Your BeautyMatch data');
    expect(sink.to('nobody-here@example.com')).toEqual([]);
    const download = await send(t.app, { method: 'GET', url: `/api/my-data/export?${link}` });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.json().person).toMatchObject({ id: person.id, email: person.email, firstName: 'Asker' });

    // A link changed in any way, or used for the other action, opens nothing.
    const forged = new URLSearchParams(link);
    forged.set('x', String(Number(link.get('x')) + 1000));
    expect((await send(t.app, { method: 'GET', url: `/api/my-data/export?${forged}` })).statusCode).toBe(404);
    expect((await send(t.app, { method: 'POST', url: '/api/my-data/erase', payload: Object.fromEntries(link) })).statusCode).toBe(404);
    const missing = await send(t.app, { method: 'GET', url: `/api/my-data/export?p=${link.get('p')}` });
    expect(missing.statusCode).toBe(400);
  });

  it('confirms erasure through the link; the address is then never mailed again', async () => {
    const person = await newPerson(t, { firstName: 'Leaver' });
    expect((await ask(person.email, 'erase')).statusCode).toBe(202);
    const link = await linkSentTo(person.email, 'Confirm erasing your BeautyMatch data');
    // Opening the export door with an erase link does nothing.
    expect((await send(t.app, { method: 'GET', url: `/api/my-data/export?${link}` })).statusCode).toBe(404);
    expect((await asRepGet(`/api/admin/people/${person.id}`)).statusCode).toBe(200);

    // Mail already on its way when she erases (the welcome, on a busy machine) may still arrive: wait for it first.
    await eventually(async () => {
      const [row] = await t.deps.dataSource.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM email_message WHERE recipient = $1 AND (status = 'sending' OR (status = 'queued' AND "sendAfter" <= now()))`,
        [person.email],
      );
      return row!.n === 0;
    });
    const erased = await send(t.app, { method: 'POST', url: '/api/my-data/erase', payload: Object.fromEntries(link) });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((await asRepGet(`/api/admin/people/${person.id}`)).statusCode).toBe(404);
    expect((await send(t.app, { method: 'POST', url: '/api/my-data/erase', payload: Object.fromEntries(link) })).statusCode).toBe(404);

    // Asked again: the same answer, and nothing is sent. A message queued to the address anyway is suppressed, not delivered.
    const before = sink.messages.length;
    expect((await ask(person.email, 'export')).json()).toEqual({ accepted: true });
    await t.deps.dataSource.query(`INSERT INTO email_message (recipient, template, occasion, payload) VALUES ($1, 'my-data', 'test', '{}'::jsonb)`, [person.email]);
    t.deps.mail.wake();
    await eventually(async () => {
      const [row] = await t.deps.dataSource.query<Array<{ status: string }>>(`SELECT status FROM email_message WHERE recipient = $1 AND occasion = 'test'`, [person.email]);
      return row?.status === 'suppressed';
    });
    expect(sink.messages.length).toBe(before);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email', action: 'export' }, 'email'],
      [{ email: 'a@example.com', action: 'delete' }, 'action'],
      [{ email: 'a@example.com' }, 'action'],
      [{ email: 'a@example.com', action: 'export', extra: true }, 'extra'],
    ] as const) {
      const response = await send(t.app, { method: 'POST', url: '/api/my-data/request', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const link = await send(t.app, { method: 'POST', url: '/api/my-data/erase', payload: { p: 'x', a: 'erase', x: '1', s: 'y' } });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.field).toBe('p');
  });

  it('counts every request against the caller like the other visitor emails (tRPC twin included)', async () => {
    const ip = freshAddress();
    const [before] = await t.deps.dataSource.query<Array<{ count: number }>>(`SELECT coalesce(sum(hits), 0)::int AS count FROM rate_limit_counter WHERE bucket = 'visitor-mail' AND key = $1`, [ip]);
    await send(t.app, { method: 'POST', url: '/api/my-data/request', payload: { email: 'counted@example.com', action: 'export' }, ip });
    const [after] = await t.deps.dataSource.query<Array<{ count: number }>>(`SELECT coalesce(sum(hits), 0)::int AS count FROM rate_limit_counter WHERE bucket = 'visitor-mail' AND key = $1`, [ip]);
    expect(after!.count).toBe(before!.count + 1);
    await expect(t.caller.myData.request({ email: 'twin@example.com', action: 'erase' })).resolves.toEqual({ accepted: true });
  });
});

async function asRepGet(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: await repCookie(t.app) } });
}
