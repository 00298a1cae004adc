import { afterAll, describe, expect, it } from 'vitest';
import { type SinkMessage, startMailSink } from '../../../../test/support/mail-sink.js';
import { nextClientAddress } from '../../../../test/support/client-address.js';
import { useTestApp } from '../../../../test/support/test-app.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test' });

const subscribe = (email: string, remoteAddress = nextClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });

const confirmLinkOf = (message: SinkMessage) => message.links.find((href) => href.startsWith('http://beauty.test/newsletter/confirm?token='));
const tokenOf = (message: SinkMessage) => new URL(confirmLinkOf(message)!).searchParams.get('token')!;

async function subscriberRow(address: string) {
  const [row] = await t.db.dataSource.query(`SELECT "status", "confirmedAt" FROM newsletter_subscriber WHERE "address" = $1`, [address]);
  return row as { status: string; confirmedAt: Date | null } | undefined;
}

describe('footer subscription (double opt-in)', () => {
  it('answers 202 {accepted:true}, emails a signed link, and only the click subscribes and logs a newsletter consent', async () => {
    const response = await subscribe('Nora@Example.com');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    expect((await subscriberRow('nora@example.com'))?.status).toBe('pending');

    const [message] = await sink.waitFor(() => sink.to('nora@example.com').length === 1).then(() => sink.to('nora@example.com'));
    expect(message!.parsed.subject).toBe('Confirm your BeautyMatch newsletter subscription');
    // Essential: no unsubscribe header on a confirmation link.
    expect(message!.parsed.headers.has('list-unsubscribe')).toBe(false);
    const token = tokenOf(message!);

    const confirmed = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ subscribed: true });
    expect((await subscriberRow('nora@example.com'))?.status).toBe('confirmed');
    const consent = await t.db.dataSource.query(`SELECT "purpose", "action", "source", "form" FROM consent_event WHERE "address" = 'nora@example.com'`);
    expect(consent).toEqual([{ purpose: 'newsletter', action: 'granted', source: 'confirmed-link', form: 'newsletter-footer' }]);

    // A second click changes nothing.
    expect((await t.caller.newsletter.confirm({ token })).subscribed).toBe(true);
    expect(await t.db.dataSource.query(`SELECT count(*)::int AS n FROM consent_event WHERE "address" = 'nora@example.com'`)).toEqual([{ n: 1 }]);
  });

  it('refuses a forged or altered link with a clear 4xx and changes nothing', async () => {
    await subscribe('forge@example.com');
    await sink.waitFor(() => sink.to('forge@example.com').length === 1);
    const token = tokenOf(sink.to('forge@example.com')[0]!);
    const [id, issued, signature] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${issued}.${signature}`, `${id}.${Number(issued) + 1}.${signature}`, `${id}.${issued}.${'A'.repeat(32)}`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: forged } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toMatch(/not valid/);
    }
    for (const broken of ['', 'abc', `${token}\u0000`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: broken } });
      expect(response.statusCode).toBe(400);
    }
    expect((await subscriberRow('forge@example.com'))?.status).toBe('pending');
  });

  it('gives known and unknown addresses the same answer; an address already on the list is told so by email, with nothing to click', async () => {
    await subscribe('known@example.com');
    await sink.waitFor(() => sink.to('known@example.com').length === 1);
    await t.caller.newsletter.confirm({ token: tokenOf(sink.to('known@example.com')[0]!) });
    // Ten minutes later (the stamp moved back), the known address asks again; an unknown one asks too.
    await t.db.dataSource.query(`UPDATE newsletter_subscriber SET "confirmationSentAt" = now() - interval '11 minutes' WHERE "address" = 'known@example.com'`);
    const known = await subscribe('known@example.com');
    const unknown = await subscribe('stranger@example.com');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    await sink.waitFor(() => sink.to('known@example.com').length === 2 && sink.to('stranger@example.com').length === 1);
    const again = sink.to('known@example.com')[1]!;
    expect(again.parsed.subject).toBe('You are already subscribed to BeautyMatch tips');
    expect(confirmLinkOf(again)).toBeUndefined();
    expect((await subscriberRow('known@example.com'))?.status).toBe('confirmed');
  });

  it('sends at most one confirmation per address in 10 minutes, however many requests arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => subscribe('flood@example.com')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(202));
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE "recipient" = 'flood@example.com' AND "template" = 'newsletter-confirm'`);
    expect(n).toBe(1);
    await sink.waitFor(() => sink.to('flood@example.com').length === 1);
    // After the interval, one more.
    await t.db.dataSource.query(`UPDATE newsletter_subscriber SET "confirmationSentAt" = now() - interval '10 minutes 1 second' WHERE "address" = 'flood@example.com'`);
    await Promise.all([subscribe('flood@example.com'), subscribe('flood@example.com')]);
    await sink.waitFor(() => sink.to('flood@example.com').length === 2);
    const [{ n: after }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE "recipient" = 'flood@example.com'`);
    expect(after).toBe(2);
  });

  it('refuses what is not an email address with a 400 naming the field', async () => {
    for (const payload of [{}, { email: 'not-an-address' }, { email: 'a@b.c', extra: 1 }, { email: `x\u0000@example.com` }, { email: `${'a'.repeat(250)}@example.com` }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, remoteAddress: nextClientAddress() });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('an old confirmation link after an unsubscribe', () => {
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const consentRows = (address: string) =>
    t.db.dataSource.query<Array<{ purpose: string; action: string }>>(`SELECT "purpose", "action" FROM consent_event WHERE "address" = $1 ORDER BY "id"`, [address]);
  const suppressions = (address: string) => t.db.dataSource.query<Array<{ reason: string }>>(`SELECT "reason" FROM email_suppression WHERE "address" = $1`, [address]);
  /** Her one-click unsubscribe from the email she was sent first, as her mail client posts it. */
  async function unsubscribeFromFirstEmail(address: string): Promise<void> {
    const [message] = await t.db.dataSource.query<Array<{ token: string }>>(`SELECT "token" FROM email_message WHERE "recipient" = $1 ORDER BY "id" LIMIT 1`, [address]);
    const url = new URL(t.deps.mail.links.oneClickUnsubscribe(message!.token));
    const response = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(response.statusCode, response.body).toBe(200);
  }
  /** A new request once the interval since the last link has passed (the stamp moved back), and its link. */
  async function newLinkFor(address: string): Promise<string> {
    const sent = sink.to(address).length;
    await t.db.dataSource.query(`UPDATE newsletter_subscriber SET "confirmationSentAt" = now() - interval '11 minutes' WHERE "address" = $1`, [address]);
    expect((await subscribe(address)).statusCode).toBe(202);
    await sink.waitFor(() => sink.to(address).length === sent + 1);
    const message = sink.to(address)[sent]!;
    expect(message.parsed.subject).toBe('Confirm your BeautyMatch newsletter subscription');
    return tokenOf(message);
  }

  it('is refused after she unsubscribed: she stays unsubscribed and suppressed; a new request and its new link subscribe her again', async () => {
    const address = 'returning@example.com';
    await subscribe(address);
    await sink.waitFor(() => sink.to(address).length === 1);
    const oldToken = tokenOf(sink.to(address)[0]!);
    expect((await confirm(oldToken)).statusCode).toBe(200);
    await unsubscribeFromFirstEmail(address);
    expect((await subscriberRow(address))?.status).toBe('unsubscribed');
    const logged = await consentRows(address);
    expect(logged).toEqual([
      { purpose: 'newsletter', action: 'granted' },
      { purpose: 'marketing-email', action: 'withdrawn' },
      { purpose: 'newsletter', action: 'withdrawn' },
    ]);

    // The old link, through either door: refused with a clear message, and nothing changes.
    const refused = await confirm(oldToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'BAD_REQUEST', field: 'token', message: expect.stringMatching(/^This confirmation link is no longer valid: you unsubscribed after it was sent\. To subscribe again, enter your email in the newsletter field/) });
    await expect(t.caller.newsletter.confirm({ token: oldToken })).rejects.toThrow(/no longer valid/);
    expect((await subscriberRow(address))?.status).toBe('unsubscribed');
    expect(await consentRows(address)).toEqual(logged);
    expect(await suppressions(address)).toEqual([{ reason: 'unsubscribed' }]);

    // A new double opt-in works: her new link subscribes her and lifts the suppression.
    const newToken = await newLinkFor(address);
    expect((await confirm(newToken)).json()).toEqual({ subscribed: true });
    expect((await subscriberRow(address))?.status).toBe('confirmed');
    expect(await suppressions(address)).toEqual([]);
    expect((await consentRows(address)).at(-1)).toEqual({ purpose: 'newsletter', action: 'granted' });
  });

  it('is refused when it was never clicked before she unsubscribed from other mail, and her suppression stays', async () => {
    const address = 'never-clicked@example.com';
    await subscribe(address);
    await sink.waitFor(() => sink.to(address).length === 1);
    const oldToken = tokenOf(sink.to(address)[0]!);
    await unsubscribeFromFirstEmail(address);
    expect(await consentRows(address)).toEqual([{ purpose: 'marketing-email', action: 'withdrawn' }]);

    expect((await confirm(oldToken)).json().error.message).toMatch(/no longer valid/);
    expect((await subscriberRow(address))?.status).toBe('pending');
    expect(await consentRows(address)).toEqual([{ purpose: 'marketing-email', action: 'withdrawn' }]);
    expect(await suppressions(address)).toEqual([{ reason: 'unsubscribed' }]);

    expect((await confirm(await newLinkFor(address))).json()).toEqual({ subscribed: true });
    expect(await suppressions(address)).toEqual([]);
  });
});

describe('footer subscription limits per client', () => {
  const limited = useTestApp({ MAIL_PER_CLIENT_HOUR: '3' });

  it('counts every request of a client address against MAIL_PER_CLIENT_HOUR and asks for a proof of work past it, whatever the address', async () => {
    const ip = nextClientAddress();
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'a@example.com', 'c@example.com']) {
      statuses.push((await limited.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress: ip })).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 428]);
  });
});
