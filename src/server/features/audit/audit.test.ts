import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';

const t = useTestApp();

async function admin(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

describe('the change history', () => {
  it('pages from the newest change to the oldest with a stable cursor', async () => {
    const names = ['Tote bag', 'Travel kit', 'Gift box'];
    for (const name of names) {
      const created = await admin('POST', '/api/admin/loyalty/rewards', { name, description: `A ${name}.`, pointsCost: 300, minTier: 'Bronze', active: true });
      expect(created.statusCode, created.body).toBe(201);
    }
    const first = (await admin('GET', '/api/admin/audit?area=loyalty-reward&limit=2')).json();
    expect(first.entries.map((entry: { after: { name: string } }) => entry.after.name)).toEqual(['Gift box', 'Travel kit']);
    expect(first.nextBeforeId).toEqual(first.entries[1].id);

    // A change made meanwhile does not shift the next page.
    await admin('POST', '/api/admin/loyalty/rewards', { name: 'Candle', description: 'A candle.', pointsCost: 200, minTier: 'Bronze', active: true });
    const second = (await admin('GET', `/api/admin/audit?area=loyalty-reward&limit=2&beforeId=${first.nextBeforeId}`)).json();
    expect(second.entries[0].after.name).toBe('Tote bag');

    const input = encodeURIComponent(JSON.stringify({ area: 'loyalty-reward', limit: 1 }));
    const viaTrpc = (await admin('GET', `/trpc/audit.list?input=${input}`)).json().result.data;
    expect(viaTrpc.entries[0].after).toMatchObject({ name: 'Candle' });
    expect(viaTrpc.nextBeforeId).toBe(viaTrpc.entries[0].id);
  });

  it('answers 400 naming the cursor when it is not an entry id', async () => {
    for (const beforeId of ['abc', '0', '-1', '1'.repeat(30)]) {
      const response = await admin('GET', `/api/admin/audit?beforeId=${beforeId}`);
      expect(response.statusCode, beforeId).toBe(400);
      expect(response.json()).toMatchObject({ error: { field: 'beforeId' } });
    }
  });
});

describe('the change history searched with text PostgreSQL cannot hold', () => {
  it('a NUL in the audit subject query answers 400 naming subject, not 500', async () => {
    const response = await admin('GET', '/api/admin/audit?subject=a%00b');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { field: 'subject', message: "subject: Subject contains a character we can't store" } });
    const input = encodeURIComponent(JSON.stringify({ subject: 'a\u0000b' }));
    const viaTrpc = await admin('GET', `/trpc/audit.list?input=${input}`);
    expect(viaTrpc.statusCode).toBe(400);
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    const lone = encodeURIComponent(JSON.stringify({ subject: 'a\ud800' }));
    expect((await admin('GET', `/trpc/audit.list?input=${lone}`)).statusCode).toBe(400);
  });
});
