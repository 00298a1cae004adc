import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { DEFAULT_PROGRAMME } from '../../../shared/loyalty-programme.js';
import { LOYALTY_SETTINGS_CHANGED } from '../../../shared/loyalty-settings.js';
import { asRep, changeSettings, repCallerFrom, restoreDefaultProgramme, send, SETTINGS_URL } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();
afterEach(() => restoreDefaultProgramme(t));

async function settings() {
  return (await asRep(t, 'GET', SETTINGS_URL)).json();
}

async function auditEntries() {
  return (await asRep(t, 'GET', '/api/admin/audit?area=loyalty-settings&limit=200')).json().entries as Array<{
    subject: string;
    action: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }>;
}

describe('the programme settings API', () => {
  it("is the representative's only: 401 without a session on REST and tRPC; members read the programme", async () => {
    for (const [method, url] of [
      ['GET', SETTINGS_URL],
      ['PUT', SETTINGS_URL],
      ['PATCH', SETTINGS_URL],
      ['GET', `${SETTINGS_URL}/tier-changes?silver=1&gold=2&platinum=3`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    await expect(t.caller.loyaltyReview.settings()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.loyaltyReview.updateSettings({ version: 1, pointsPerDollar: 5 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.loyaltyReview.tierChanges({ silver: 1, gold: 2, platinum: 3 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await settings()).pointsPerDollar).toBe(1);

    const programme = await send(t.app, { method: 'GET', url: '/api/loyalty/programme' });
    expect(programme.statusCode).toBe(200);
    expect(programme.json()).toEqual(DEFAULT_PROGRAMME);
    expect(await t.caller.loyalty.programme()).toEqual(DEFAULT_PROGRAMME);
  });

  it("starts at today's programme: 1 point per dollar, Silver 500, Gold 1,500, Platinum 5,000, auto-approval off", async () => {
    expect(DEFAULT_PROGRAMME).toEqual({ pointsPerDollar: 1, tierThresholds: { silver: 500, gold: 1500, platinum: 5000 } });
    expect(await settings()).toMatchObject({ ...DEFAULT_PROGRAMME, autoApproveAfterDays: null, version: expect.any(Number), updatedAt: expect.any(String) });
    expect(await (await repCallerFrom(t)).loyaltyReview.settings()).toEqual(await settings());
  });

  it.each([
    [{ tierThresholds: { silver: 500, gold: 500, platinum: 5000 } }, 'tierThresholds.gold', 'gold must be above silver (500 points)'],
    [{ tierThresholds: { silver: 500, gold: 1500, platinum: 1200 } }, 'tierThresholds.platinum', 'platinum must be above gold (1500 points)'],
    [{ tierThresholds: { silver: 0, gold: 1500, platinum: 5000 } }, 'tierThresholds.silver', 'silver must be at least 1 point'],
    [{ tierThresholds: { silver: 500, platinum: 5000 } }, 'tierThresholds.gold', 'gold must be a whole number of points'],
    [{ tierThresholds: { silver: 500, gold: 1500.5, platinum: 5000 } }, 'tierThresholds.gold', 'gold must be a whole number of points'],
    [{ tierThresholds: { bronze: 0, silver: 500, gold: 1500, platinum: 5000 } }, 'bronze', 'Unexpected field'],
    [{ pointsPerDollar: 0 }, 'pointsPerDollar', 'pointsPerDollar must be at least 1'],
    [{ pointsPerDollar: 101 }, 'pointsPerDollar', 'pointsPerDollar can be at most 100'],
    [{ pointsPerDollar: 1.5 }, 'pointsPerDollar', 'pointsPerDollar must be a whole number of points'],
    [{ pointsPerDollar: '2' }, 'pointsPerDollar', 'pointsPerDollar must be a whole number of points'],
    [{ autoApproveAfterDays: 0 }, 'autoApproveAfterDays', 'autoApproveAfterDays must be at least 1'],
    [{ version: undefined, pointsPerDollar: 2 }, 'version', 'version must be the version you opened'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (fields, field, message) => {
    const before = await settings();
    const audited = (await auditEntries()).length;
    const response = await asRep(t, 'PATCH', SETTINGS_URL, { version: before.version, ...fields });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toContain(message);
    expect(await settings()).toEqual(before);
    expect(await auditEntries()).toHaveLength(audited);
  });

  it('names the field on tRPC too', async () => {
    const caller = await repCallerFrom(t);
    const { version } = await settings();
    await expect(caller.loyaltyReview.updateSettings({ version, tierThresholds: { silver: 900, gold: 800, platinum: 5000 } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('gold must be above silver (900 points)'),
    });
  });

  it('answers 409 to a save from a version that is no longer current, on PATCH and on a versioned PUT', async () => {
    const { version } = await settings();
    const [a, b] = await Promise.all([
      asRep(t, 'PATCH', SETTINGS_URL, { version, pointsPerDollar: 2 }),
      asRep(t, 'PATCH', SETTINGS_URL, { version, pointsPerDollar: 3 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(lost.json().error).toMatchObject({ message: LOYALTY_SETTINGS_CHANGED, field: 'version' });
    expect(await settings()).toMatchObject({ pointsPerDollar: won.json().pointsPerDollar, version: version + 1 });

    const stalePut = await asRep(t, 'PUT', SETTINGS_URL, { autoApproveAfterDays: 5, version });
    expect(stalePut.statusCode).toBe(409);
    expect((await settings()).autoApproveAfterDays).toBeNull();
    // Without a version the PUT saves auto-approval as it always has.
    const put = await asRep(t, 'PUT', SETTINGS_URL, { autoApproveAfterDays: 5 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ autoApproveAfterDays: 5, pointsPerDollar: won.json().pointsPerDollar, version: version + 2 });
  });

  it('records every change in the audit trail with before and after, auto-approval included', async () => {
    const start = await settings();
    await changeSettings(t, { pointsPerDollar: 4, tierThresholds: { silver: 400, gold: 1500, platinum: 5000 } });
    await asRep(t, 'PUT', SETTINGS_URL, { autoApproveAfterDays: 10 });
    const [autoApproval, programme] = await auditEntries();
    expect(programme).toMatchObject({
      subject: 'programme',
      action: 'update',
      before: { pointsPerDollar: start.pointsPerDollar, tierThresholds: start.tierThresholds, version: start.version },
      after: { pointsPerDollar: 4, tierThresholds: { silver: 400, gold: 1500, platinum: 5000 }, version: start.version + 1, membersMoved: expect.any(Number) },
    });
    expect(autoApproval).toMatchObject({ before: { autoApproveAfterDays: null }, after: { autoApproveAfterDays: 10, version: start.version + 2 } });

    // A save that changes nothing is not a change: no new version, nothing audited.
    const count = (await auditEntries()).length;
    const same = await asRep(t, 'PATCH', SETTINGS_URL, { version: start.version + 2, pointsPerDollar: 4 });
    expect(same.json()).toMatchObject({ version: start.version + 2, membersMoved: 0 });
    expect(await auditEntries()).toHaveLength(count);
  });

  it('previews how many members new thresholds would move, and refuses bad ones', async () => {
    const caller = await repCallerFrom(t);
    expect(await caller.loyaltyReview.tierChanges(DEFAULT_PROGRAMME.tierThresholds)).toEqual({ members: 0 });
    // The demo members (249 and 1,755 earned) are Bronze and Gold; from 100 / 200 / 300 both are Platinum.
    const everyone = await asRep(t, 'GET', `${SETTINGS_URL}/tier-changes?silver=100&gold=200&platinum=300`);
    expect(everyone.statusCode).toBe(200);
    expect(everyone.json().members).toBeGreaterThanOrEqual(2);
    const bad = await asRep(t, 'GET', `${SETTINGS_URL}/tier-changes?silver=100&gold=50&platinum=300`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('gold');
    expect((await asRep(t, 'GET', `${SETTINGS_URL}/tier-changes?silver=abc&gold=50&platinum=300`)).json().error.field).toBe('silver');
    expect((await asRep(t, 'GET', `${SETTINGS_URL}/tier-changes?silver=1&gold=2&platinum=3&bronze=0`)).json().error.field).toBe('bronze');
  });
});
