import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '../../../shared/shopper-settings.js';
import { SUPPORT_EMAIL } from '../../../shared/site.js';
import { STORE_SETTINGS_CHANGED_SINCE_OPENED } from '../../../shared/store-settings.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { TEST_STORE_URL } from '../../../../test/support/test-constants.js';

const t = useTestApp({ SURVEY_INVITE_DELAY_HOURS: '48' });
const ADMIN = '/api/admin/settings';

async function admin(method: 'GET' | 'PATCH', payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url: ADMIN, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

async function currentVersion(): Promise<number> {
  return (await admin('GET')).json().version;
}

const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

describe('store settings before any save', () => {
  it('are the environment variables and constants', async () => {
    const response = await admin('GET');
    expect(response.statusCode).toBe(200);
    const defaults = {
      storeUrl: TEST_STORE_URL,
      freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
      contactEmail: SUPPORT_EMAIL,
      contactPhone: null,
      supportNote: null,
      surveyInviteDelayHours: 48,
      backupTimeOfDay: '03:00',
      digestEnabled: true,
      digestTime: '08:00',
      surveyFollowUpDelayMinutes: 60,
      memberOfferText: null,
      memberOfferCode: null,
      memberOfferExpiresOn: null,
      unconfirmedRetentionDays: 30,
      instagramUrl: null,
      facebookUrl: null,
      tiktokUrl: null,
      pinterestUrl: null,
      youtubeUrl: null,
    };
    expect(response.json()).toEqual({ settings: defaults, defaults, version: 1, updatedAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json()).toEqual({
      storeUrl: TEST_STORE_URL,
      freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
      contactEmail: SUPPORT_EMAIL,
      contactPhone: null,
      supportNote: null,
      instagramUrl: null,
      facebookUrl: null,
      tiktokUrl: null,
      pinterestUrl: null,
      youtubeUrl: null,
    });
  });
});

describe('who may see and change them', () => {
  it('answers 401 to the admin calls without the representative’s session, and changes nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
    const patch = await t.app.inject({ method: 'PATCH', url: ADMIN, payload: { version: 1, freeShippingThresholdCents: 1 } });
    expect(patch.statusCode).toBe(401);
    await expect(t.caller.storeSettings.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.storeSettings.update({ version: 1, freeShippingThresholdCents: 1 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await publicSettings()).freeShippingThresholdCents).toBe(FREE_SHIPPING_THRESHOLD_CENTS);
  });

  it('shows shoppers only what they see: no survey timing, no version', async () => {
    expect(Object.keys(await publicSettings()).sort()).toEqual(['contactEmail', 'contactPhone', 'facebookUrl', 'freeShippingThresholdCents', 'instagramUrl', 'pinterestUrl', 'storeUrl', 'supportNote', 'tiktokUrl', 'youtubeUrl']);
    expect(Object.keys(await t.caller.storeSettings.public()).sort()).toEqual(['contactEmail', 'contactPhone', 'facebookUrl', 'freeShippingThresholdCents', 'instagramUrl', 'pinterestUrl', 'storeUrl', 'supportNote', 'tiktokUrl', 'youtubeUrl']);
  });
});

describe('bad values', () => {
  it('answer 400 naming the setting, and change nothing', async () => {
    const version = await currentVersion();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ storeUrl: 'http://shop.example.com' }, 'storeUrl'],
      [{ storeUrl: 'ftp://shop.example.com' }, 'storeUrl'],
      [{ storeUrl: 'https://jane:secret@shop.example.com' }, 'storeUrl'],
      [{ storeUrl: 'shop.example.com' }, 'storeUrl'],
      [{ storeUrl: `https://shop.example.com/${'a'.repeat(500)}` }, 'storeUrl'],
      [{ freeShippingThresholdCents: -1 }, 'freeShippingThresholdCents'],
      [{ freeShippingThresholdCents: 100_001 }, 'freeShippingThresholdCents'],
      [{ freeShippingThresholdCents: 40.5 }, 'freeShippingThresholdCents'],
      [{ freeShippingThresholdCents: '4000' }, 'freeShippingThresholdCents'],
      [{ contactEmail: 'not an address' }, 'contactEmail'],
      [{ contactPhone: 'call me maybe' }, 'contactPhone'],
      [{ contactPhone: '12345' }, 'contactPhone'],
      [{ supportNote: 'x'.repeat(301) }, 'supportNote'],
      [{ supportNote: 'open\u0000late' }, 'supportNote'],
      [{ surveyInviteDelayHours: 8761 }, 'surveyInviteDelayHours'],
      [{ surveyInviteDelayHours: -1 }, 'surveyInviteDelayHours'],
      [{ surveyInviteDelayHours: 1.5 }, 'surveyInviteDelayHours'],
      [{ loyaltyPointsPerDollar: 2 }, 'loyaltyPointsPerDollar'],
    ];
    for (const [fields, field] of cases) {
      const response = await admin('PATCH', { version, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.field, JSON.stringify(fields)).toBe(field);
      expect(response.json().error.message, JSON.stringify(fields)).toContain(field);
    }
    const missingVersion = await admin('PATCH', { freeShippingThresholdCents: 5000 });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().error.field).toBe('version');
    expect(await currentVersion()).toBe(version);
    expect((await publicSettings()).storeUrl).toBe(TEST_STORE_URL);
  });

  it('accepts the edges: http on localhost, a free-shipping threshold of 0 or $1,000, a year of delay', async () => {
    const version = await currentVersion();
    const saved = await admin('PATCH', { version, storeUrl: 'http://localhost:8080/shop', freeShippingThresholdCents: 100_000, surveyInviteDelayHours: 8760 });
    expect(saved.statusCode).toBe(200);
    const zero = await admin('PATCH', { version: version + 1, storeUrl: null, freeShippingThresholdCents: 0, surveyInviteDelayHours: null });
    expect(zero.json().settings).toMatchObject({ storeUrl: TEST_STORE_URL, freeShippingThresholdCents: 0, surveyInviteDelayHours: 48 });
    await admin('PATCH', { version: version + 2, freeShippingThresholdCents: null });
  });
});

describe('saving', () => {
  it('changes what shoppers see, raises the version and refuses a save from the version before (409)', async () => {
    const opened = (await admin('GET')).json();
    const saved = await admin('PATCH', { version: opened.version, freeShippingThresholdCents: 5500, contactEmail: ' Jane@Example.com ', contactPhone: '+1 (555) 010-2030', supportNote: 'Replies within a day, Monday to Friday.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: opened.version + 1,
      settings: { freeShippingThresholdCents: 5500, contactEmail: 'Jane@Example.com', contactPhone: '+1 (555) 010-2030', supportNote: 'Replies within a day, Monday to Friday.' },
      defaults: opened.defaults,
    });
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicSettings()).toMatchObject({ freeShippingThresholdCents: 5500, contactEmail: 'Jane@Example.com', contactPhone: '+1 (555) 010-2030' });

    const stale = await admin('PATCH', { version: opened.version, freeShippingThresholdCents: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ message: STORE_SETTINGS_CHANGED_SINCE_OPENED, field: 'version' });
    expect((await publicSettings()).freeShippingThresholdCents).toBe(5500);
    expect(await currentVersion()).toBe(opened.version + 1);
  });

  it('does the same over tRPC, and a setting sent as null goes back to its default', async () => {
    const cookie = await repCookie(t.app);
    const call = (body: unknown) => t.app.inject({ method: 'POST', url: '/trpc/storeSettings.update', headers: { cookie }, payload: body as string });
    const version = await currentVersion();
    const reset = await call({ version, contactPhone: null, freeShippingThresholdCents: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().result.data.settings).toMatchObject({ contactPhone: null, freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS, contactEmail: 'Jane@Example.com' });
    const stale = await call({ version, contactPhone: '555 010 2030' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.data.field).toBe('version');
  });

  it('leaves the version alone when nothing changes', async () => {
    const opened = (await admin('GET')).json();
    const same = await admin('PATCH', { version: opened.version, contactEmail: opened.settings.contactEmail });
    expect(same.json().version).toBe(opened.version);
  });

  it('records every change in the audit trail with the settings before and after', async () => {
    const opened = (await admin('GET')).json();
    await admin('PATCH', { version: opened.version, supportNote: 'Closed on public holidays.' });
    const cookie = await repCookie(t.app);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?area=store-settings&limit=1', headers: { cookie } });
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      area: 'store-settings',
      subject: 'store',
      action: 'update',
      before: { version: opened.version, supportNote: opened.settings.supportNote },
      after: { version: opened.version + 1, supportNote: 'Closed on public holidays.', contactEmail: opened.settings.contactEmail },
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/audit?area=store-settings&limit=200', headers: { cookie } });
    // Every save that changed something, none for the refused ones or the one that changed nothing.
    expect(all.json().entries).toHaveLength(opened.version);
  });
});
