import { describe, expect, it } from 'vitest';
import { TEST_REP_PASSWORD, useTestApp } from '../../../../test/support/test-app.js';
import { recordConsent } from '../email/api.js';
import { UserEntity } from '../users/api.js';
import { recordFunnelEvent } from './funnel-events.service.js';
import { leadsToCsv } from './leads.service.js';
import { maskEmail } from './recent-activity.service.js';

const t = useTestApp();

async function repCookie(): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/rep/sign-in', payload: { password: TEST_REP_PASSWORD } });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

describe('CSV and masking helpers', () => {
  it('writes the header alone when there are no leads', () => {
    expect(leadsToCsv([])).toBe('First name,Email,Email confirmed,Recommendations and tips,Skin-cycling guide,Signed up\r\n');
  });

  it('masks emails to the first letter and the domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j***@example.com');
  });
});

describe('leads and recent activity', () => {
  it('are protected: 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/leads.csv' })).statusCode).toBe(401);
    await expect(t.caller.analytics.leads()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.analytics.recentActivity()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('exports every lead with consent flags as CSV, and shows signups masked in recent activity', async () => {
    const users = t.db.dataSource.getRepository(UserEntity);
    const ada = await users.save({ email: 'ada@example.com', firstName: 'Ada', wantsCyclingGuide: false, emailConfirmedAt: new Date() });
    await users.save({ email: 'bo@example.org', firstName: '=Bo', wantsCyclingGuide: true });
    // Consent comes from the log: Ada granted, Bo granted then withdrew.
    await recordConsent(t.db.dataSource.manager, { address: 'ada@example.com', action: 'granted', source: 'confirmed-link' });
    await recordConsent(t.db.dataSource.manager, { address: 'bo@example.org', action: 'granted', source: 'confirmed-link' });
    await recordConsent(t.db.dataSource.manager, { address: 'bo@example.org', action: 'withdrawn', source: 'one-click' });
    await recordFunnelEvent(t.db.dataSource.manager, { type: 'quiz_started', subject: 'session_1795000000000_abcdef12' });
    await recordFunnelEvent(t.db.dataSource.manager, { type: 'email_captured', subject: String(ada.id) });
    await recordFunnelEvent(t.db.dataSource.manager, { type: 'loyalty_purchase', subject: '7', amountCents: 4250 });

    const cookie = await repCookie();
    const csv = await t.app.inject({ method: 'GET', url: '/api/analytics/leads.csv', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Ada,ada@example\.com,yes,yes,no,/), expect.stringMatching(/^'=Bo,bo@example\.org,no,no,yes,/)]),
    );

    const activity = await t.app.inject({ method: 'GET', url: '/trpc/analytics.recentActivity', headers: { cookie } });
    const items = activity.json().result.data as Array<{ description: string }>;
    // Newest first; the seeded demo history (older) follows these three.
    expect(items.slice(0, 3).map((item) => item.description)).toEqual([
      'A loyalty member recorded a purchase of $42.50',
      'New email signup: a***@example.com',
      'Someone started the beauty quiz',
    ]);
    expect(JSON.stringify(items)).not.toContain('ada@example.com');
  });
});
