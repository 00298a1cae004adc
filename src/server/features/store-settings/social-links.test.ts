import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS_CHANGED_SINCE_OPENED } from '../../../shared/store-settings.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';

const t = useTestApp();
const ADMIN = '/api/admin/settings';
const noLinks = { instagramUrl: null, facebookUrl: null, tiktokUrl: null, pinterestUrl: null, youtubeUrl: null };

async function admin(method: 'GET' | 'PATCH', payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url: ADMIN, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

const currentVersion = async (): Promise<number> => (await admin('GET')).json().version;
const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings' })).json();

describe('the shop’s social media links', () => {
  it('are unset until the representative saves them, for her and for shoppers', async () => {
    const opened = (await admin('GET')).json();
    expect(opened.settings).toMatchObject(noLinks);
    expect(opened.defaults).toMatchObject(noLinks);
    expect(await publicSettings()).toMatchObject(noLinks);
    expect(await t.caller.storeSettings.public()).toMatchObject(noLinks);
  });

  it('refuse anything but a full https address with a 400 naming the setting, and change nothing', async () => {
    const version = await currentVersion();
    const cases: Array<[string, unknown, string]> = [
      ['instagramUrl', 'http://instagram.com/jane', 'The Instagram address must be a full address starting with https://'],
      ['facebookUrl', 'javascript:alert(1)', 'The Facebook address must be a full address starting with https://'],
      ['tiktokUrl', 'tiktok.com/@jane', 'The TikTok address must be a full address starting with https://'],
      ['pinterestUrl', 'https://jane:secret@pinterest.com', 'The Pinterest address must be a full address starting with https://'],
      ['youtubeUrl', `https://youtube.com/${'a'.repeat(500)}`, 'The YouTube address is at most 500 characters'],
      ['youtubeUrl', 42, 'The YouTube address must be text'],
    ];
    for (const [field, value, message] of cases) {
      const response = await admin('PATCH', { version, [field]: value });
      expect(response.statusCode, `${field}: ${String(value)}`).toBe(400);
      expect(response.json().error.field).toBe(field);
      expect(response.json().error.message).toContain(field);
      expect(response.json().error.message).toContain(message);
    }
    expect(await currentVersion()).toBe(version);
    expect(await publicSettings()).toMatchObject(noLinks);
  });

  it('are saved, shown to shoppers at once, cleared by an empty text, and refused from an older version (409)', async () => {
    const opened = (await admin('GET')).json();
    const saved = await admin('PATCH', { version: opened.version, instagramUrl: ' https://www.instagram.com/jane.beauty ', youtubeUrl: 'https://www.youtube.com/@janebeauty' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({ ...noLinks, instagramUrl: 'https://www.instagram.com/jane.beauty', youtubeUrl: 'https://www.youtube.com/@janebeauty' });
    expect(await publicSettings()).toMatchObject({ ...noLinks, instagramUrl: 'https://www.instagram.com/jane.beauty', youtubeUrl: 'https://www.youtube.com/@janebeauty' });

    const stale = await admin('PATCH', { version: opened.version, facebookUrl: 'https://www.facebook.com/jane' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ message: STORE_SETTINGS_CHANGED_SINCE_OPENED, field: 'version' });
    expect((await publicSettings()).facebookUrl).toBeNull();

    const cleared = await admin('PATCH', { version: opened.version + 1, instagramUrl: '', youtubeUrl: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().settings).toMatchObject(noLinks);
    expect(await publicSettings()).toMatchObject(noLinks);
  });

  it('are recorded in the change history like the other settings', async () => {
    const opened = (await admin('GET')).json();
    await admin('PATCH', { version: opened.version, pinterestUrl: 'https://www.pinterest.com/jane' });
    const cookie = await repCookie(t.app);
    const [entry] = (await t.app.inject({ method: 'GET', url: '/api/admin/audit?area=store-settings&limit=1', headers: { cookie } })).json().entries;
    expect(entry).toMatchObject({ action: 'update', before: { version: opened.version, pinterestUrl: null }, after: { version: opened.version + 1, pinterestUrl: 'https://www.pinterest.com/jane' } });
  });
});
