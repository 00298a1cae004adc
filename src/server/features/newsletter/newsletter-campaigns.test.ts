import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_NO_RECIPIENTS } from '../../../shared/newsletter.js';
import { asRep } from '../../../../test/support/article-admin-test-helpers.js';
import { type SinkMessage, startMailSink } from '../../../../test/support/mail-sink.js';
import { eventually } from '../../../../test/support/eventually.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { LinkSigner, MessageLinks } from '../../mail/link-signer.js';
import { createSmtpTransport } from '../../mail/mail-transport.js';
import { startMailWorker } from '../../mail/mail-worker.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', NEWSLETTER_SEND_PER_SECOND: '1000' });
const rep = () => asRep(t);

const draft = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Spring glow edit',
  preheader: 'Three swaps for brighter skin',
  markdown: '# Spring is here\n\nTry our [routine guide](/learning-hub) and [the shop](https://shop.example/spring?x=1&y=2).\n\n<script>alert(1)</script>',
  audience: { kind: 'all' },
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}) {
  const response = await rep()('POST', '/api/admin/newsletters', draft(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().newsletter as { id: number; version: number; status: string };
}

/** Confirmed subscribers, made as the confirmation click makes them (consent log included). */
async function confirmedSubscribers(addresses: string[]) {
  await t.db.dataSource.query(
    `INSERT INTO newsletter_subscriber ("address", "status", "confirmationSentAt", "confirmedAt") SELECT unnest($1::text[]), 'confirmed', now() - interval '1 hour', now()`,
    [addresses],
  );
  await t.db.dataSource.query(
    `INSERT INTO consent_event ("address", "purpose", "action", "source", "form") SELECT unnest($1::text[]), 'newsletter', 'granted', 'confirmed-link', 'newsletter-footer'`,
    [addresses],
  );
}

async function member(address: string, tier: string) {
  await t.db.dataSource.query(`INSERT INTO loyalty_member ("loyaltyCode", "email", "tierLevel", "confirmedAt") VALUES ($1, $2, $3, now())`, [
    `TEST-${address.slice(0, 8).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    address,
    tier,
  ]);
}

const unsubscribeHeader = (message: SinkMessage) =>
  /<([^>]+)>/.exec(message.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r\n\s+/g, ' '))![1]!;

async function campaignMessages(id: number) {
  return t.db.dataSource.query<{ recipient: string; status: string }[]>(
    `SELECT "recipient", "status" FROM email_message WHERE "template" = 'newsletter' AND "occasion" = $1 ORDER BY "recipient"`,
    [`newsletter:${id}`],
  );
}

beforeAll(async () => {
  await confirmedSubscribers(['ann@example.com', 'bea@example.com', 'cat@example.com', 'dee@example.com']);
  await member('bea@example.com', 'Gold');
  await member('cat@example.com', 'Bronze');
  // Pending and unsubscribed addresses are never in an audience.
  await t.db.dataSource.query(`INSERT INTO newsletter_subscriber ("address", "status", "confirmationSentAt") VALUES ('pending@example.com', 'pending', now()), ('gone@example.com', 'unsubscribed', now())`);
});

describe('campaign validation', () => {
  it('refuses bad subjects, bodies, audiences and products with a 400 naming the field, and stores nothing', async () => {
    const [{ n: before }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_campaign`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: 'Line one\r\nBcc: everyone@example.com' }, 'subject'],
      [{ subject: 'Tab\u0007bell' }, 'subject'],
      [{ subject: '' }, 'subject'],
      [{ subject: 'x'.repeat(151) }, 'subject'],
      [{ subject: 'Half a pair \ud800' }, 'subject'],
      [{ subject: 'NUL \u0000' }, 'subject'],
      [{ preheader: 'two\nlines' }, 'preheader'],
      [{ markdown: '' }, 'markdown'],
      [{ markdown: 'x'.repeat(20_001) }, 'markdown'],
      [{ markdown: `${'>'.repeat(40)} deep` }, 'markdown'],
      [{ markdown: '*a'.repeat(400) }, 'markdown'],
      [{ audience: { kind: 'vip' } }, 'audience'],
      [{ audience: { kind: 'tier', tier: 'Diamond' } }, 'audience'],
      [{ audience: { kind: 'tier' } }, 'audience'],
      [{ audience: 'all' }, 'audience'],
      [{ productIds: [1, 1] }, 'productIds'],
      [{ productIds: [99_999] }, 'productIds'],
      [{ productIds: [1, 2, 3, 4, 5] }, 'productIds'],
      [{ extra: true }, ''],
    ];
    for (const [overrides, field] of cases) {
      const response = await rep()('POST', '/api/admin/newsletters', draft(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      if (field) expect(JSON.stringify(response.json()), JSON.stringify(overrides).slice(0, 80)).toContain(field);
    }
    const [{ n: after }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_campaign`);
    expect(after).toBe(before);
  });

  it('renders the body like an article: sanitised (no script), headings demoted', async () => {
    const { id } = await created();
    const [row] = await t.db.dataSource.query(`SELECT "contentHtml" FROM newsletter_campaign WHERE "id" = $1`, [id]);
    expect(row.contentHtml).toContain('<h2>Spring is here</h2>');
    expect(row.contentHtml).not.toContain('<script');
  });

  it('is only for the representative', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/newsletters' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/newsletters', payload: draft() })).statusCode).toBe(401);
  });
});

describe('editing', () => {
  it('answers 409 to a stale version and keeps the newer text', async () => {
    const { id, version } = await created();
    const first = await rep()('PATCH', `/api/admin/newsletters/${id}`, { version, subject: 'First edit' });
    expect(first.statusCode).toBe(200);
    expect(first.json().newsletter.version).toBe(version + 1);
    const stale = await rep()('PATCH', `/api/admin/newsletters/${id}`, { version, subject: 'Stale edit' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed since you opened it/);
    expect((await rep()('GET', `/api/admin/newsletters/${id}`)).json().newsletter.subject).toBe('First edit');
    const [audit] = await t.db.dataSource.query(`SELECT "action" FROM audit_entry WHERE "area" = 'newsletter' AND "subject" = $1 ORDER BY "id" DESC LIMIT 1`, [String(id)]);
    expect(audit.action).toBe('update');
  });
});

describe('sending', () => {
  it('sends a test to the store’s contact address', async () => {
    const { id } = await created({ subject: 'Test me' });
    const response = await rep()('POST', `/api/admin/newsletters/${id}/test`);
    expect(response.statusCode).toBe(200);
    const { sentTo } = response.json();
    await sink.waitFor(() => sink.to(sentTo).some((message) => message.parsed.subject === '[Test] Test me'));
    expect(await campaignMessages(id)).toEqual([]);
  });

  it('queues each confirmed subscriber once, sends with one-click unsubscribe and tracked links, and a second send answers 409', async () => {
    const { id } = await created({ subject: 'To everyone', productIds: [1] });
    const sends = await Promise.all([rep()('POST', `/api/admin/newsletters/${id}/send`, {}), rep()('POST', `/api/admin/newsletters/${id}/send`, {})]);
    expect(sends.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const accepted = sends.find((response) => response.statusCode === 200)!;
    expect(accepted.json().queued).toBe(4);
    expect(sends.find((response) => response.statusCode === 409)!.json().error.message).toMatch(/sent or scheduled already/);

    await sink.waitFor(() => sink.messages.filter((message) => message.parsed.subject === 'To everyone').length === 4);
    const received = sink.messages.filter((message) => message.parsed.subject === 'To everyone');
    expect(received.flatMap((message) => message.recipients).sort()).toEqual(['ann@example.com', 'bea@example.com', 'cat@example.com', 'dee@example.com']);
    const ann = received.find((message) => message.recipients.includes('ann@example.com'))!;
    expect(ann.parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Every link of the body goes through the click tracker, made absolute; the product block links to the product.
    const tracked = ann.links.filter((href) => href.startsWith('http://beauty.test/email/click?'));
    const targets = tracked.map((href) => new URL(href).searchParams.get('to'));
    expect(targets).toEqual(expect.arrayContaining(['http://beauty.test/learning-hub', 'https://shop.example/spring?x=1&y=2']));
    expect(ann.parsed.html).not.toContain('<script');
    // Drawn once for everyone, each message still carries its own links: every tracked link and the
    // unsubscribe header name the message's own token, in the HTML and the plain text alike.
    const tokens = received.map((message) => {
      const token = new URL(unsubscribeHeader(message)).searchParams.get('m');
      const unsubscribePage = message.links.find((href) => href.startsWith('http://beauty.test/unsubscribe?'));
      expect(new URL(unsubscribePage!).searchParams.get('m')).toBe(token);
      const own = message.links.filter((href) => href.startsWith('http://beauty.test/email/click?'));
      expect(own.length).toBeGreaterThan(0);
      for (const href of own) expect(new URL(href).searchParams.get('m')).toBe(token);
      expect(message.parsed.text).toContain(own[0]!.replaceAll('&amp;', '&'));
      expect(`${message.parsed.html}${message.parsed.text}`).not.toContain('message-link.invalid');
      return token;
    });
    expect(new Set(tokens).size).toBe(4);

    // A click and a one-click unsubscribe show in the campaign's figures.
    const click = await t.app.inject({ method: 'GET', url: tracked[0]!.replace('http://beauty.test', '') });
    expect(click.statusCode).toBe(302);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribeHeader(ann).replace('http://beauty.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [subscriber] = await t.db.dataSource.query(`SELECT "status" FROM newsletter_subscriber WHERE "address" = 'ann@example.com'`);
    expect(subscriber.status).toBe('unsubscribed');
    const consent = await t.db.dataSource.query(`SELECT "purpose", "action" FROM consent_event WHERE "address" = 'ann@example.com' ORDER BY "id"`);
    expect(consent).toEqual([
      { purpose: 'newsletter', action: 'granted' },
      { purpose: 'marketing-email', action: 'withdrawn' },
      { purpose: 'newsletter', action: 'withdrawn' },
    ]);

    const { newsletter } = (await rep()('GET', `/api/admin/newsletters/${id}`)).json();
    expect(newsletter.status).toBe('sent');
    expect(newsletter.figures).toEqual({ recipients: 4, sent: 4, failed: 0, waiting: 0, suppressed: 0, clicked: 1, unsubscribed: 1 });
    const list = (await rep()('GET', '/api/admin/newsletters')).json();
    expect(list.subscribers).toEqual({ confirmed: 3, pending: 1, unsubscribed: 2 });
    expect(list.audiences).toEqual({ all: 3, members: 2, tiers: { Bronze: 1, Silver: 0, Gold: 1, Platinum: 0 } });

    // Sent: no more edits or sends.
    expect((await rep()('PATCH', `/api/admin/newsletters/${id}`, { version: newsletter.version, subject: 'Late' })).statusCode).toBe(409);
    expect((await rep()('POST', `/api/admin/newsletters/${id}/send`, {})).statusCode).toBe(409);
  });

  it('reaches only the chosen audience: members of one tier', async () => {
    const { id } = await created({ subject: 'Gold only', audience: { kind: 'tier', tier: 'Gold' } });
    const response = await rep()('POST', `/api/admin/newsletters/${id}/send`, {});
    expect(response.json().queued).toBe(1);
    expect(await campaignMessages(id)).toEqual([expect.objectContaining({ recipient: 'bea@example.com' })]);
  });

  it('answers 409 with a clear message when the audience is empty, and stays a draft', async () => {
    const { id } = await created({ audience: { kind: 'tier', tier: 'Platinum' } });
    const response = await rep()('POST', `/api/admin/newsletters/${id}/send`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(NEWSLETTER_NO_RECIPIENTS);
    expect((await rep()('GET', `/api/admin/newsletters/${id}`)).json().newsletter.status).toBe('draft');
  });

  it('schedules a send for later: queued now, sent when due, and refuses a time in the past', async () => {
    const { id } = await created({ subject: 'Later' });
    expect((await rep()('POST', `/api/admin/newsletters/${id}/send`, { at: '2001-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await rep()('POST', `/api/admin/newsletters/${id}/send`, { at: 'tomorrow' })).statusCode).toBe(400);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const response = await rep()('POST', `/api/admin/newsletters/${id}/send`, { at });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 3, sendAt: at });
    expect((await rep()('GET', `/api/admin/newsletters/${id}`)).json().newsletter.status).toBe('scheduled');
    // Spaced at NEWSLETTER_SEND_PER_SECOND (1000 here) from the chosen time: 0, 1 and 2 ms after it.
    const offsets = await t.db.dataSource.query(
      `SELECT round(extract(epoch FROM "sendAfter" - $2::timestamptz) * 1000)::int AS ms FROM email_message WHERE "occasion" = $1 ORDER BY "sendAfter"`,
      [`newsletter:${id}`, at],
    );
    expect(offsets.map((row: { ms: number }) => row.ms)).toEqual([0, 1, 2]);
    // Due now (as if the hour passed): the workers pick it up.
    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE "occasion" = $1`, [`newsletter:${id}`]);
    t.deps.mail.wake();
    await sink.waitFor(() => sink.messages.filter((message) => message.parsed.subject === 'Later').length === 3);
  });

  it('repeats nothing after a crash mid-send or with a second worker: a repeated queue inserts nothing, each message is sent once', async () => {
    const addresses = Array.from({ length: 40 }, (_, index) => `crowd${index}@example.com`);
    await confirmedSubscribers(addresses);
    const { id } = await created({ subject: 'Crowd' });
    // A second worker on the same outbox, beside the app's own.
    const second = startMailWorker({
      deps: t.deps,
      templates: t.deps.emailTemplates,
      transport: createSmtpTransport({ url: sink.url, from: 'test@beauty.test', maxConnections: 3 }),
      links: new MessageLinks(new LinkSigner(Buffer.from('x'.repeat(32))), 'http://beauty.test'),
      messageIdDomain: 'beauty.test',
      pollMs: 20,
      leaseSeconds: 60,
      concurrency: 3,
    });
    try {
      expect((await rep()('POST', `/api/admin/newsletters/${id}/send`, {})).json().queued).toBe(43);
      // The queueing statement again, as a process that crashed after it and retried would run it.
      const [{ n }] = await t.db.dataSource.query(
        `WITH again AS (INSERT INTO email_message ("recipient", "template", "occasion", "payload")
           SELECT "address", 'newsletter', $1, jsonb_build_object('campaignId', $2::int) FROM newsletter_subscriber WHERE "status" = 'confirmed'
           ON CONFLICT ("recipient", "template", "occasion") DO NOTHING RETURNING 1) SELECT count(*)::int AS n FROM again`,
        [`newsletter:${id}`, id],
      );
      expect(n).toBe(0);
      // Every message finished (a worker records the outcome after the sink has it).
      await eventually(async () => (await campaignMessages(id)).every((message) => message.status === 'sent'));
    } finally {
      await second.stop();
    }
    const crowd = sink.messages.filter((message) => message.parsed.subject === 'Crowd').flatMap((message) => message.recipients);
    expect(crowd.length).toBe(43);
    expect(new Set(crowd).size).toBe(43);
  });
});

// Last: the people it adds would change the audiences the tests above count.
describe('members who opted in at the quiz', () => {
  it('counts and reaches loyalty members who opted in to tips at the quiz, as a send would', async () => {
    // A confirmed member who never used the footer's field but said yes to tips (her latest word).
    await member('quiz-opt-in@example.com', 'Silver');
    await t.db.dataSource.query(
      `INSERT INTO consent_event ("address", "purpose", "action", "source", "form") VALUES ('quiz-opt-in@example.com', 'marketing-email', 'granted', 'confirmed-link', 'quiz-email-capture')`,
    );
    // Said yes, then no: not reached.
    await member('changed-mind@example.com', 'Silver');
    await t.db.dataSource.query(
      `INSERT INTO consent_event ("address", "purpose", "action", "source") VALUES ('changed-mind@example.com', 'marketing-email', 'granted', 'confirmed-link'), ('changed-mind@example.com', 'marketing-email', 'withdrawn', 'one-click')`,
    );
    const { audiences } = (await rep()('GET', '/api/admin/newsletters')).json();
    expect(audiences.tiers.Silver).toBe(1);
    const { id } = await created({ subject: 'Silver only', audience: { kind: 'tier', tier: 'Silver' } });
    const response = await rep()('POST', `/api/admin/newsletters/${id}/send`, {});
    expect(response.json().queued).toBe(audiences.tiers.Silver);
    expect(await campaignMessages(id)).toEqual([expect.objectContaining({ recipient: 'quiz-opt-in@example.com' })]);
  });
});
