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
