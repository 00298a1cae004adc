import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Newsletter } from '../../../../shared/newsletter.js';
import { asRep } from '../../../../../test/support/article-admin-test-helpers.js';
import { startMailSink } from '../../../../../test/support/mail-sink.js';
import { useTestApp } from '../../../../../test/support/test-app.js';
import { decideDueSubjectTests } from './subject-test-decision.js';

const sink = await startMailSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url, MAIL_WORKER: 'in-app', MAIL_POLL_MS: '40', SITE_URL: 'http://beauty.test', NEWSLETTER_SEND_PER_SECOND: '1000' });
const rep = () => asRep(t);

const SUBJECTS = ['Your autumn routine', 'Three swaps for autumn skin'] as const;
const people = Array.from({ length: 20 }, (_, index) => `ab-${String(index).padStart(2, '0')}@example.com`);

const draft = (overrides: Record<string, unknown> = {}) => ({
  subjects: SUBJECTS,
  testPercent: 40,
  winnerAfterHours: 2,
  markdown: 'Autumn is here: read [the guide](/learning-hub).',
  audience: { kind: 'all' },
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}): Promise<Newsletter> {
  const response = await rep()('POST', '/api/admin/newsletters', draft(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().newsletter;
}

const read = async (id: number): Promise<Newsletter> => (await rep()('GET', `/api/admin/newsletters/${id}`)).json().newsletter;

async function messages(id: number) {
  return t.db.dataSource.query<{ recipient: string; subject: string; test: boolean | null; status: string; token: string }[]>(
    `SELECT "recipient", "payload"->>'subject' AS subject, ("payload"->>'test')::boolean AS test, "status", "token" FROM email_message
      WHERE "template" = 'newsletter' AND "occasion" = $1 ORDER BY "recipient"`,
    [`newsletter:${id}`],
  );
}

beforeAll(async () => {
  await t.db.dataSource.query(
    `INSERT INTO newsletter_subscriber ("address", "status", "confirmationSentAt", "confirmedAt") SELECT unnest($1::text[]), 'confirmed', now() - interval '1 hour', now()`,
    [people],
  );
});

describe('a campaign with two subjects', () => {
  it('refuses a test share outside 10–50 %, a time outside 1–48 h, two equal subjects, and test settings without two subjects', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ testPercent: 9 }, /testPercent: The test share is 10 to 50 percent/],
      [{ testPercent: 51 }, /testPercent: The test share is 10 to 50 percent/],
      [{ testPercent: 12.5 }, /testPercent must be a whole number/],
      [{ winnerAfterHours: 0 }, /winnerAfterHours: The winner is chosen 1 to 48 hours/],
      [{ winnerAfterHours: 49 }, /winnerAfterHours/],
      [{ subjects: ['Same', 'Same'] }, /The two subjects must differ/],
      [{ subjects: ['Only one'] }, /subjects/],
      [{ subjects: undefined, subject: 'One subject' }, /testPercent: A subject line test needs two subjects/],
      [{ subject: 'Not the first' }, /Give one subject, or two subjects to test/],
    ];
    for (const [overrides, message] of cases) {
      const response = await rep()('POST', '/api/admin/newsletters', draft(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
  });

  it('is kept with its settings; an update can change them or go back to one subject', async () => {
    const campaign = await created({ testPercent: undefined, winnerAfterHours: undefined });
    expect(campaign.subject).toBe(SUBJECTS[0]);
    expect(campaign.subjectTest).toMatchObject({ subjects: SUBJECTS, testPercent: 20, winnerAfterHours: 4, winner: null, decideAt: null });
    const changed = await rep()('PATCH', `/api/admin/newsletters/${campaign.id}`, { version: campaign.version, testPercent: 30 });
    expect(changed.json().newsletter.subjectTest).toMatchObject({ testPercent: 30, winnerAfterHours: 4 });
    const single = await rep()('PATCH', `/api/admin/newsletters/${campaign.id}`, { version: campaign.version + 1, subjects: null });
    expect(single.json().newsletter).toMatchObject({ subject: SUBJECTS[0], subjectTest: null });
    const refused = await rep()('PATCH', `/api/admin/newsletters/${campaign.id}`, { version: campaign.version + 2, testPercent: 30 });
    expect(refused.statusCode).toBe(400);
  });

  it('sends the test share split evenly, then the winner by click rate to the rest: one message per person over SMTP', async () => {
    const campaign = await created();
    const sent = await rep()('POST', `/api/admin/newsletters/${campaign.id}/send`, {});
    expect(sent.statusCode).toBe(200);
    // 40 % of 20 people: 8 test emails, 4 with each subject, nobody else yet.
    expect(sent.json().queued).toBe(8);
    const test = await messages(campaign.id);
    expect(test.filter((message) => message.subject === 'a' && message.test)).toHaveLength(4);
    expect(test.filter((message) => message.subject === 'b' && message.test)).toHaveLength(4);
    await sink.waitFor(() => people.filter((address) => sink.to(address).length > 0).length === 8);
    const testing = await read(campaign.id);
    expect(testing.status).toBe('testing');
    expect(Date.parse(testing.subjectTest!.decideAt!) - Date.parse(testing.sendAt!)).toBe(2 * 3_600_000);
    expect((await rep()('POST', `/api/admin/newsletters/${campaign.id}/send`, {})).statusCode).toBe(409);

    // Two people click the second subject's email (one of them twice), one the first's.
    const bTokens = test.filter((message) => message.subject === 'b').map((message) => message.token);
    const aTokens = test.filter((message) => message.subject === 'a').map((message) => message.token);
    const click = async (token: string) => {
      const message = sink.messages.find((caught) => caught.parsed.messageId?.startsWith(`<${token}@`))!;
      const tracked = new URL(message.links.find((href) => href.startsWith('http://beauty.test/email/click?'))!);
      expect((await t.app.inject({ method: 'GET', url: `${tracked.pathname}${tracked.search}` })).statusCode).toBe(302);
    };
    for (const token of [bTokens[0]!, bTokens[0]!, bTokens[1]!, aTokens[0]!]) await click(token);

    // Not due yet: nothing is decided.
    expect(await decideDueSubjectTests(t.deps)).toBe(0);
    await t.db.dataSource.query(`UPDATE newsletter_campaign SET "decideAt" = now() - interval '1 second' WHERE "id" = $1`, [campaign.id]);
    // Two processes' checks at once decide once.
    expect((await Promise.all([decideDueSubjectTests(t.deps), decideDueSubjectTests(t.deps)])).reduce((sum, n) => sum + n, 0)).toBe(1);

    const all = await messages(campaign.id);
    expect(all).toHaveLength(20);
    expect(new Set(all.map((message) => message.recipient)).size).toBe(20);
    expect(all.filter((message) => !message.test).every((message) => message.subject === 'b')).toBe(true);
    await sink.waitFor(() => people.every((address) => sink.to(address).length === 1));
    for (const address of people) expect(sink.to(address), address).toHaveLength(1);
    const rest = people.filter((address) => !test.some((message) => message.recipient === address));
    expect(rest.every((address) => sink.to(address)[0]!.parsed.subject === SUBJECTS[1])).toBe(true);

    const decided = await read(campaign.id);
    expect(decided.subjectTest).toMatchObject({
      winner: 'b',
      variants: [
        { variant: 'a', subject: SUBJECTS[0], sent: 4, clicked: 1 },
        { variant: 'b', subject: SUBJECTS[1], sent: 4, clicked: 2 },
      ],
    });
    expect(decided.subjectTest!.decision).toMatch(/^Better click rate\. “Three swaps for autumn skin”: 50% of 4 test emails clicked; “Your autumn routine”: 25% of 4/);
    expect(decided.figures.recipients).toBe(20);
    expect((await rep()('POST', `/api/admin/newsletters/${campaign.id}/winner`, { winner: 'a' })).statusCode).toBe(409);
  });

  it('lets her choose the winner before the time, and refuses a choice for a campaign with one subject or not sent', async () => {
    const single = await created({ subjects: undefined, subject: 'Just one', testPercent: undefined, winnerAfterHours: undefined });
    expect((await rep()('POST', `/api/admin/newsletters/${single.id}/winner`, {})).statusCode).toBe(409);
    const campaign = await created({ testPercent: 10 });
    expect((await rep()('POST', `/api/admin/newsletters/${campaign.id}/winner`, {})).json().error.message).toMatch(/has not started/);
    expect((await rep()('POST', `/api/admin/newsletters/${campaign.id}/send`, {})).json().queued).toBe(2);
    const chosen = await rep()('POST', `/api/admin/newsletters/${campaign.id}/winner`, { winner: 'a' });
    expect(chosen.json()).toEqual({ winner: 'a', queued: 18 });
    expect((await read(campaign.id)).subjectTest!.decision).toMatch(/^Chosen by you\./);
    expect((await rep()('POST', `/api/admin/newsletters/${campaign.id}/winner`, { winner: 'c' })).statusCode).toBe(400);
  });
});
