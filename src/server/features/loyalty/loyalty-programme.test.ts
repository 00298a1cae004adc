import { afterEach, describe, expect, it } from 'vitest';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { tierForPoints } from '../../../shared/loyalty-programme.js';
import { adjustPoints } from './loyalty-adjustments.service.js';
import { joinLoyalty } from './loyalty-members.service.js';
import {
  asRep,
  callerFrom,
  changeSettings,
  claimIdOf,
  ledgerCheck,
  membersInWrongTier,
  membersOutOfBalance,
  newMember,
  restoreDefaultProgramme,
  send,
  uniqueOrderNumber,
} from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();
afterEach(() => restoreDefaultProgramme(t));

async function claim(code: string, totalCents: number, orderNumber = uniqueOrderNumber('PP')) {
  const response = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: totalCents } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transaction as { id: string; pointsAmount: number; status: string };
}

async function approve(claimIds: string[]) {
  const response = await asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds });
  expect(response.statusCode, response.body).toBe(200);
}

async function memberCall(code: string) {
  const response = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function giveEarned(code: string, points: number) {
  await adjustPoints(t.deps.dataSource, { loyaltyCode: code, points, reason: 'Test points' });
}

describe('points per dollar', () => {
  it("is 1 by default, as today: $612.49 earns 612 points; set to 3, a new claim earns 3 per whole dollar", async () => {
    const code = await newMember(t.deps.dataSource);
    expect((await claim(code, 61_249)).pointsAmount).toBe(612);
    await changeSettings(t, { pointsPerDollar: 3 });
    const tripled = await claim(code, 61_249);
    expect(tripled).toMatchObject({ pointsAmount: 1836, status: 'pending' });
    await approve([claimIdOf(tripled)]);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 1836, totalPointsEarned: 1836, tierLevel: 'Gold' });
  });

  it('leaves a pending claim at the points it was made with, when approved after the rate changed', async () => {
    const code = await newMember(t.deps.dataSource);
    const pending = await claim(code, 10_000);
    expect(pending.pointsAmount).toBe(100);
    await changeSettings(t, { pointsPerDollar: 5 });
    expect((await memberCall(code)).member.pendingPoints).toBe(100);
    await approve([claimIdOf(pending)]);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 100, ledgerSum: 100 });
  });

  it('applies to store orders an import credits, at the rate of the import', async () => {
    const email = `rate-${uniqueOrderNumber('M').toLowerCase()}@example.com`;
    const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Rita' }, { confirmed: true }));
    await changeSettings(t, { pointsPerDollar: 2 });
    const orderNumber = uniqueOrderNumber('ST');
    const today = new Date().toISOString().slice(0, 10);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/loyalty/store-orders.csv',
      headers: { cookie: await repCookie(t.app), 'content-type': 'text/csv' },
      payload: `order_number,date,total,email\n${orderNumber},${today},45.99,${email}\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ ordersCredited: 1 });
    expect(await ledgerCheck(t.deps.dataSource, member.loyaltyCode)).toMatchObject({ pointsBalance: 90, totalPointsEarned: 90 });
  });
});

describe('tier thresholds', () => {
  it('move existing members to the tier their total now gives, and the member call measures progress against them', async () => {
    const code = await newMember(t.deps.dataSource);
    await giveEarned(code, 700);
    expect(await memberCall(code)).toMatchObject({
      member: { tierLevel: 'Silver', totalPointsEarned: 700 },
      tierProgress: { tier: 'Silver', next: 'Gold', pointsToNext: 800, percent: 20 },
    });

    const raised = await changeSettings(t, { tierThresholds: { silver: 1000, gold: 2000, platinum: 4000 } });
    expect(raised.membersMoved).toBeGreaterThanOrEqual(1);
    expect(await memberCall(code)).toMatchObject({
      member: { tierLevel: 'Bronze' },
      tierProgress: { tier: 'Bronze', next: 'Silver', pointsToNext: 300, percent: 70 },
    });
    const gold = await memberCall('GLOW-DEMO-GOLD');
    expect(gold).toMatchObject({ member: { totalPointsEarned: 1755, tierLevel: 'Silver' }, tierProgress: { next: 'Gold', pointsToNext: 245 } });
    expect(await callerFrom(t).loyalty.member({ code })).toEqual(await memberCall(code));

    await changeSettings(t, { tierThresholds: { silver: 100, gold: 300, platinum: 600 } });
    expect(await memberCall(code)).toMatchObject({ member: { tierLevel: 'Platinum' }, tierProgress: { tier: 'Platinum', next: null, pointsToNext: 0, percent: 100 } });
    expect(await membersInWrongTier(t.deps.dataSource)).toEqual([]);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('keep rewards to their minimum tier: a member moved down may no longer redeem a Silver reward, moved up may', async () => {
    const code = await newMember(t.deps.dataSource);
    await giveEarned(code, 900);
    const { rewards } = (await send(t.app, { method: 'GET', url: '/api/loyalty/rewards' })).json();
    const silverReward = (rewards as Array<{ id: number; pointsCost: number; minTier: string }>).find((reward) => reward.minTier === 'Silver');
    if (!silverReward) throw new Error('the seed has a Silver reward');
    const redeem = () =>
      send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: silverReward.id, pointsUsed: silverReward.pointsCost } });

    await changeSettings(t, { tierThresholds: { silver: 1000, gold: 2000, platinum: 4000 } });
    expect((await memberCall(code)).member.tierLevel).toBe('Bronze');
    expect((await redeem()).statusCode).toBe(403);
    await changeSettings(t, { tierThresholds: { silver: 800, gold: 2000, platinum: 4000 } });
    expect((await memberCall(code)).member.tierLevel).toBe('Silver');
    expect((await redeem()).statusCode).toBe(200);
    // Spending does not lower the tier.
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ tierLevel: 'Silver', totalPointsEarned: 900 });
  });

  it('changed while claims are being approved, leave every member in the tier their total earned gives', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(t.deps.dataSource)));
    const claims: string[] = [];
    for (const code of members) for (const cents of [40_000, 35_000, 30_000, 25_000]) claims.push(claimIdOf(await claim(code, cents)));
    // Rejections lock their members too (in id order, like approvals and the re-tiering).
    const rejected = await Promise.all(members.map(async (code) => claimIdOf(await claim(code, 9_900))));
    // Two sets under which most totals fall in different tiers (1,300 earned: Platinum, then Silver).
    const low = { silver: 300, gold: 700, platinum: 1200 };
    const high = { silver: 1000, gold: 2000, platinum: 3000 };
    const rounds = 6;
    for (let round = 0; round < rounds; round++) {
      // Each round: a change of thresholds, two approvals and a rejection of claims of several members at once.
      const mine = claims.filter((_, index) => index % rounds === round);
      const rejection = round < 3 ? [{ claimIds: rejected.slice(round * 2, round * 2 + 2).reverse(), reason: 'No such order' }] : [];
      const [, ...answers] = await Promise.all([
        changeSettings(t, { tierThresholds: round % 2 === 0 ? low : high }),
        asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: mine.slice(0, 2) }),
        asRep(t, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: mine.slice(2).reverse() }),
        ...rejection.map((body) => asRep(t, 'POST', '/api/admin/loyalty/claims/reject', body)),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    }

    for (const code of members) {
      const check = await ledgerCheck(t.deps.dataSource, code);
      expect(check.totalPointsEarned).toBe(1300);
      expect(check.tierLevel).toBe(tierForPoints(1300, high));
    }
    expect(await membersInWrongTier(t.deps.dataSource)).toEqual([]);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('being saved, wait for a member another change holds instead of deadlocking with it (members are locked in id order)', async () => {
    const first = await newMember(t.deps.dataSource);
    const second = await newMember(t.deps.dataSource);
    // The first member's row is rewritten last, so a plain scan of the table meets the second one first.
    await giveEarned(second, 600);
    await giveEarned(first, 600);
    const [a, b] = (await t.deps.dataSource.query(`SELECT id FROM loyalty_member WHERE "loyaltyCode" = ANY($1) ORDER BY id`, [[first, second]])) as Array<{ id: number }>;
    const holder = t.deps.dataSource.createQueryRunner();
    await holder.connect();
    try {
      await holder.startTransaction();
      await holder.query(`SET LOCAL lock_timeout = '5s'`);
      // As a rejection of claims of both members does: the lower id first.
      await holder.query(`SELECT id FROM loyalty_member WHERE id = $1 FOR UPDATE`, [a?.id]);
      const saving = changeSettings(t, { tierThresholds: { silver: 1000, gold: 2000, platinum: 3000 } });
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const [waiting] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if ((waiting as { n: number }).n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await holder.query(`SELECT id FROM loyalty_member WHERE id = $1 FOR UPDATE`, [b?.id]);
      await holder.commitTransaction();
      expect((await saving).membersMoved).toBeGreaterThanOrEqual(2);
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    expect((await ledgerCheck(t.deps.dataSource, first)).tierLevel).toBe('Bronze');
    expect((await ledgerCheck(t.deps.dataSource, second)).tierLevel).toBe('Bronze');
  });
});
