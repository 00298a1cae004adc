import { describe, expect, it } from 'vitest';
import { REWARD_CHANGED_SINCE_OPENED } from '../../../shared/reward-admin.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { earnPoints, newMember, send } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();
const BASE = '/api/admin/loyalty/rewards';

async function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const cookie = await repCookie(t.app);
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as string }) });
}

const newReward = { name: 'Travel Mirror', description: 'A pocket mirror in a velvet pouch.', pointsCost: 300, minTier: 'Silver', active: true };

async function publicRewardNames(): Promise<string[]> {
  const response = await send(t.app, { method: 'GET', url: '/api/loyalty/rewards' });
  return (response.json().rewards as Array<{ name: string }>).map((reward) => reward.name);
}

describe('reward catalogue back-office', () => {
  it('is for the representative only', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: BASE, payload: newReward })).statusCode).toBe(401);
  });

  it('creates a reward that members see at once, and refuses bad fields naming them', async () => {
    const created = await admin('POST', BASE, newReward);
    expect(created.statusCode).toBe(201);
    expect(created.json().reward).toMatchObject({ ...newReward, version: 1 });
    expect(await publicRewardNames()).toContain('Travel Mirror');

    for (const [body, field] of [
      [{ ...newReward, pointsCost: 0 }, 'pointsCost'],
      [{ ...newReward, pointsCost: 2.5 }, 'pointsCost'],
      [{ ...newReward, minTier: 'Diamond' }, 'minTier'],
      [{ ...newReward, name: '  ' }, 'name'],
      [{ ...newReward, extra: true }, 'extra'],
    ] as const) {
      const refused = await admin('POST', BASE, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.field).toBe(field);
    }
    const names = (await admin('GET', BASE)).json().rewards.map((reward: { name: string }) => reward.name);
    expect(names.filter((name: string) => name === 'Travel Mirror')).toHaveLength(1);
  });

  it('changes a cost and withdraws a reward; a member redeeming at the old cost is told the new one', async () => {
    const { reward } = (await admin('POST', BASE, { ...newReward, name: 'Silk Scrunchie', minTier: 'Bronze' })).json();
    const code = await newMember(t.deps.dataSource);
    await earnPoints(t.deps.dataSource, code, 50_000);

    const costlier = await admin('PATCH', `${BASE}/${reward.id}`, { version: reward.version, pointsCost: 450 });
    expect(costlier.statusCode).toBe(200);
    expect(costlier.json().reward).toMatchObject({ pointsCost: 450, version: 2 });
    const stale = await send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: reward.id, pointsUsed: 300 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain('costs 450 points');

    const withdrawn = await admin('PATCH', `${BASE}/${reward.id}`, { version: 2, active: false });
    expect(withdrawn.json().reward).toMatchObject({ active: false, version: 3 });
    expect(await publicRewardNames()).not.toContain('Silk Scrunchie');
    expect((await admin('GET', BASE)).json().rewards.map((entry: { name: string }) => entry.name)).toContain('Silk Scrunchie');

    const audit = (await admin('GET', `/api/admin/audit?area=loyalty-reward&subject=${reward.id}`)).json().entries;
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['withdraw', 'update', 'create']);
    expect(audit[1].before.pointsCost).toBe(300);
    expect(audit[1].after.pointsCost).toBe(450);
  });

  it('answers 409 to the second of two edits of the same version, and 404 to an unknown reward', async () => {
    const { reward } = (await admin('POST', BASE, { ...newReward, name: 'Jade Roller' })).json();
    const [a, b] = await Promise.all([
      admin('PATCH', `${BASE}/${reward.id}`, { version: 1, pointsCost: 500 }),
      admin('PATCH', `${BASE}/${reward.id}`, { version: 1, pointsCost: 700 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().error.message).toBe(REWARD_CHANGED_SINCE_OPENED);
    const kept = (await admin('GET', BASE)).json().rewards.find((entry: { id: number }) => entry.id === reward.id);
    expect(kept.pointsCost).toBe(a.statusCode === 200 ? 500 : 700);
    expect((await admin('PATCH', `${BASE}/999999`, { version: 1, pointsCost: 10 })).statusCode).toBe(404);
  });
});
