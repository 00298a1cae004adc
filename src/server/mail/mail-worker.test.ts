import { createElement } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startMailSink } from '../../../test/support/mail-sink.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { type EmailTemplate, defineEmail } from './email-template.js';
import { enqueueEmail } from './enqueue-email.js';
import { LinkSigner, MessageLinks } from './link-signer.js';
import { createSmtpTransport } from './mail-transport.js';
import { MAX_SEND_ATTEMPTS, type RunningMailWorker, startMailWorker } from './mail-worker.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SITE_URL: 'http://beauty.test' });

const body = (text: string, unsubscribeUrl: string | null) =>
  createElement('html', null, createElement('body', null, createElement('p', null, text), unsubscribeUrl ? createElement('a', { href: unsubscribeUrl }, 'Unsubscribe') : null));

const receipt = defineEmail({
  name: 'test-receipt',
  essential: true,
  payload: z.object({ n: z.number() }).strict(),
  render: async ({ payload, links }) => ({ subject: `Receipt ${payload.n}`, body: body(`receipt ${payload.n}`, links.unsubscribeUrl) }),
});
const newsletter = defineEmail({
  name: 'test-newsletter',
  essential: false,
  payload: z.object({ n: z.number() }).strict(),
  render: async ({ payload, links }) => ({ subject: `News ${payload.n}`, body: body(`news ${payload.n}`, links.unsubscribeUrl) }),
});
const templates = new Map<string, EmailTemplate<unknown>>([
  [receipt.name, receipt],
  [newsletter.name, newsletter],
]);

const running: RunningMailWorker[] = [];
function startWorker(concurrency = 4, smtpUrl = sink.url): RunningMailWorker {
  const worker = startMailWorker({
    deps: t.deps,
    templates,
    transport: createSmtpTransport({ url: smtpUrl, from: 'Test <test@beauty.test>', maxConnections: concurrency }),
    links: new MessageLinks(new LinkSigner(Buffer.from('k'.repeat(32))), 'http://beauty.test'),
    messageIdDomain: 'beauty.test',
    pollMs: 30,
    leaseSeconds: 60,
    concurrency,
  });
  running.push(worker);
  return worker;
}
afterEach(async () => {
  sink.refuseWith(null);
  await Promise.all(running.splice(0).map((worker) => worker.stop()));
});

const enqueue = <P>(template: EmailTemplate<P>, to: string, occasion: string, payload: P, delaySeconds = 0) =>
  t.db.dataSource.transaction((manager) => enqueueEmail(manager, template, { to, occasion, payload, delaySeconds }));

async function rowFor(to: string) {
  const [row] = await t.db.dataSource.query(`SELECT status, attempts, "lastError", "sendAfter" > now() AS "waiting" FROM email_message WHERE recipient = $1`, [to]);
  return row;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the outbox', () => {
  it('keeps one message per recipient, template and occasion', async () => {
    expect(await enqueue(receipt, 'Once@Example.com', 'order:1', { n: 1 })).toBe(true);
    expect(await enqueue(receipt, 'once@example.com', 'order:1', { n: 2 })).toBe(false);
    expect(await enqueue(receipt, 'once@example.com', 'order:2', { n: 3 })).toBe(true);
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE recipient = 'once@example.com'`);
    expect(row.n).toBe(2);
  });

  it('refuses a payload its template does not accept, before anything is stored', async () => {
    await expect(enqueue(receipt, 'bad@example.com', 'x', { n: 'one' } as never)).rejects.toThrow();
    expect(await rowFor('bad@example.com')).toBeUndefined();
  });
});

describe('the mail worker', () => {
  it('waits and retries on a temporary refusal, then delivers', async () => {
    sink.refuseWith({ code: 451, message: 'try again later' });
    await enqueue(receipt, 'retry@example.com', 'r', { n: 1 });
    startWorker();
    await until(async () => (await rowFor('retry@example.com')).attempts === 1 && (await rowFor('retry@example.com')).status === 'queued');
    expect(await rowFor('retry@example.com')).toMatchObject({ status: 'queued', waiting: true, lastError: expect.stringContaining('try again later') });
    sink.refuseWith(null);
    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = 'retry@example.com'`);
    await sink.waitFor(() => sink.to('retry@example.com').length === 1);
    await until(async () => (await rowFor('retry@example.com')).status === 'sent');
    expect((await rowFor('retry@example.com')).attempts).toBe(2);
  });

  it('keeps a message queued, with the reason, while the SMTP server is down', async () => {
    await enqueue(receipt, 'down@example.com', 'd', { n: 1 });
    // Nothing listens on port 9 here: the connection is refused.
    startWorker(1, 'smtp://127.0.0.1:9');
    await until(async () => (await rowFor('down@example.com')).attempts === 1 && (await rowFor('down@example.com')).status === 'queued');
    expect(await rowFor('down@example.com')).toMatchObject({ status: 'queued', waiting: true, lastError: expect.stringMatching(/ECONNREFUSED/) });
  });

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and keeps the reason`, async () => {
    sink.refuseWith({ code: 421, message: 'service not available' });
    await enqueue(receipt, 'giveup@example.com', 'g', { n: 1 });
    await t.db.dataSource.query(`UPDATE email_message SET attempts = $1 WHERE recipient = 'giveup@example.com'`, [MAX_SEND_ATTEMPTS - 1]);
    startWorker();
    await until(async () => (await rowFor('giveup@example.com')).status === 'failed');
    expect((await rowFor('giveup@example.com')).lastError).toMatch(new RegExp(`gave up after ${MAX_SEND_ATTEMPTS} attempts: .*service not available`));
  });

  it('suppresses an address the receiving server refuses, and sends it nothing more', async () => {
    sink.refuseWith({ code: 550, message: 'no such mailbox' });
    await enqueue(receipt, 'gone@example.com', 'a', { n: 1 });
    startWorker();
    await until(async () => (await rowFor('gone@example.com')).status === 'failed');
    sink.refuseWith(null);
    const [suppression] = await t.db.dataSource.query(`SELECT reason FROM email_suppression WHERE address = 'gone@example.com'`);
    expect(suppression.reason).toBe('bounced');
    await enqueue(receipt, 'gone@example.com', 'b', { n: 2 });
    await until(async () => (await t.db.dataSource.query(`SELECT 1 FROM email_message WHERE recipient = 'gone@example.com' AND status = 'suppressed'`)).length === 1);
    expect(sink.to('gone@example.com')).toHaveLength(0);
  });

  it('honours an unsubscribe at send time for what is not essential, and marks those messages for one-click unsubscribe', async () => {
    await enqueue(newsletter, 'reader@example.com', 'n1', { n: 1 });
    startWorker();
    await sink.waitFor(() => sink.to('reader@example.com').length === 1);
    const [news] = sink.to('reader@example.com');
    // Raw header lines, unfolded.
    const header = (name: string) => news!.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/beauty\.test\/api\/email\/unsubscribe\?m=[0-9a-f-]{36}&s=[\w-]{32}>$/);
    expect(news!.links.some((href) => href.startsWith('http://beauty.test/unsubscribe?m='))).toBe(true);

    await t.db.dataSource.query(`INSERT INTO email_suppression (address, reason) VALUES ('reader@example.com', 'unsubscribed')`);
    await enqueue(newsletter, 'reader@example.com', 'n2', { n: 2 });
    await enqueue(receipt, 'reader@example.com', 'r1', { n: 3 });
    await sink.waitFor(() => sink.to('reader@example.com').length === 2);
    await until(async () => (await t.db.dataSource.query(`SELECT 1 FROM email_message WHERE recipient = 'reader@example.com' AND status IN ('queued', 'sending')`)).length === 0);
    expect(sink.to('reader@example.com').map((m) => m.parsed.subject)).toEqual(['News 1', 'Receipt 3']);
    expect(sink.to('reader@example.com')[1]!.parsed.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(false);
  });

  it('sends a scheduled message only when it is due', async () => {
    await enqueue(receipt, 'later@example.com', 'day-2', { n: 1 }, 2 * 24 * 3600);
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowFor('later@example.com')).toMatchObject({ status: 'queued', attempts: 0, waiting: true });
    await t.db.dataSource.query(`UPDATE email_message SET "sendAfter" = now() WHERE recipient = 'later@example.com'`);
    await sink.waitFor(() => sink.to('later@example.com').length === 1);
  });

  it('takes over a message whose worker died mid-send once its lease has run out', async () => {
    await enqueue(receipt, 'orphan@example.com', 'o', { n: 1 });
    // As a killed worker leaves it: claimed, lease running out.
    await t.db.dataSource.query(`UPDATE email_message SET status = 'sending', attempts = 1, "leaseUntil" = now() + interval '300 ms' WHERE recipient = 'orphan@example.com'`);
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.to('orphan@example.com')).toHaveLength(0);
    await sink.waitFor(() => sink.to('orphan@example.com').length === 1);
    await until(async () => (await rowFor('orphan@example.com')).status === 'sent');
    expect((await rowFor('orphan@example.com')).attempts).toBe(2);
  });

  it('delivers each of 300 messages exactly once with two workers side by side', async () => {
    await t.db.dataSource.transaction(async (manager) => {
      for (let n = 0; n < 300; n++) await enqueueEmail(manager, receipt, { to: `many${n % 30}@bulk.test`, occasion: `m:${n}`, payload: { n } });
    });
    startWorker(3);
    startWorker(3);
    await until(async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE recipient LIKE '%@bulk.test' AND status = 'sent'`))[0].n === 300, 30_000);
    const bulk = sink.messages.filter((m) => m.recipients[0]!.endsWith('@bulk.test'));
    expect(bulk).toHaveLength(300);
    expect(new Set(bulk.map((m) => m.parsed.messageId)).size).toBe(300);
    expect(new Set(bulk.map((m) => m.parsed.subject)).size).toBe(300);
  });
});
