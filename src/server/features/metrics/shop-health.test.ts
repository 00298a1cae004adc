import { describe, expect, it } from 'vitest';
import type { ShopHealth } from '../../../shared/shop-health.js';
import { eventually } from '../../../../test/support/eventually.js';
import { acneModerateAnswers, newSessionId } from '../../../../test/support/quiz-test-data.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { describeShopHealth } from './shop-health.service.js';

// Mail goes to a port where nothing listens: every attempt fails and waits for a retry.
const t = useTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_WORKER: 'in-app', MAIL_POLL_MS: '20' });

async function shopHealth(): Promise<ShopHealth> {
  const response = await t.app.inject({ url: '/api/admin/shop-health', headers: { cookie: await repCookie(t.app) } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const signal = (health: ShopHealth, key: string) => health.signals.find((candidate) => candidate.key === key);

describe('the dashboard\'s shop health', () => {
  it('says in words that an email is failing, and since when', async () => {
    expect(signal(await shopHealth(), 'emails')).toEqual({ key: 'emails', attention: false, text: 'No emails failing' });

    const sessionId = newSessionId();
    const { quizResponseId } = await t.caller.quiz.submit({ sessionId, responses: acneModerateAnswers, userId: null });
    await t.caller.users.create({ email: 'failing-mail@example.com', firstName: 'Fay', quizResponseId, sessionId });
    const failing = async () => {
      const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM email_message WHERE "lastError" IS NOT NULL AND "status" = 'queued'`);
      return n as number;
    };
    await eventually(async () => (await failing()) > 0);

    const emails = signal(await shopHealth(), 'emails')!;
    const n = await failing();
    const [{ since }] = await t.db.dataSource.query(
      `SELECT to_char(min("createdAt") AT TIME ZONE 'UTC', 'HH24:MI') AS since FROM email_message WHERE "lastError" IS NOT NULL AND "status" = 'queued'`,
    );
    expect(emails).toEqual({ key: 'emails', attention: true, text: `${n} email${n === 1 ? '' : 's'} failing since ${since} UTC` });
  });

  it('says how many emails wait, how many claims wait and for how long, and the rewards waiting to be fulfilled', async () => {
    const health = await shopHealth();
    expect(signal(health, 'outbox')?.text).toMatch(/^Outbox: (0 waiting|\d+ emails? waiting, the oldest for .+)/);
    expect(signal(health, 'claims')?.text).toMatch(/^(No purchase claims waiting|\d+ purchase claims? waiting for review; oldest pending claim: .+)$/);
    expect(signal(health, 'redemptions')?.text).toMatch(/^\d+ rewards? redeemed and waiting to be fulfilled$/);
    // A new shop has backups recorded (the table) but none taken yet: the card says so.
    expect(signal(health, 'backup')).toMatchObject({ attention: true, text: 'No backup has succeeded yet' });
  });
});

describe('describeShopHealth', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const quiet = {
    at,
    outboxDue: 0,
    oldestDueAt: null,
    outboxScheduled: 0,
    emailsFailing: 0,
    failingSince: null,
    claimsPending: 0,
    oldestClaimAt: null,
    redemptionsUnused: 0,
    lastBackup: null,
  };

  it('puts waiting claims, late mail, a day-old failure and an old backup in words', () => {
    const health = describeShopHealth({
      ...quiet,
      outboxDue: 3,
      oldestDueAt: new Date('2026-11-25T11:40:00Z'),
      outboxScheduled: 1,
      emailsFailing: 3,
      failingSince: new Date('2026-11-24T10:02:00Z'),
      claimsPending: 2,
      oldestClaimAt: new Date('2026-11-23T09:00:00Z'),
      redemptionsUnused: 1,
      lastBackup: { succeededAt: new Date('2026-11-24T02:00:00Z') },
    });
    expect(health.signals).toEqual([
      { key: 'emails', attention: true, text: '3 emails failing since 24 Nov, 10:02 UTC' },
      { key: 'outbox', attention: true, text: 'Outbox: 3 emails waiting, the oldest for 20 minutes (1 email scheduled for later)' },
      { key: 'claims', attention: true, text: '2 purchase claims waiting for review; oldest pending claim: 2 days' },
      { key: 'redemptions', attention: false, text: '1 reward redeemed and waiting to be fulfilled' },
      { key: 'backup', attention: true, text: 'Last backup: 1 day ago' },
    ]);
  });

  it('says when no backup has succeeded yet once backups are recorded', () => {
    expect(signal(describeShopHealth({ ...quiet, lastBackup: { succeededAt: null } }), 'backup')).toEqual({
      key: 'backup',
      attention: true,
      text: 'No backup has succeeded yet',
    });
  });
});
