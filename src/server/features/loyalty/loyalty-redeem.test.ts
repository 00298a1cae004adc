import { describe, expect, it } from 'vitest';
import { FunnelEventEntity } from '../analytics/api.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { LoyaltyRedemptionEntity } from './loyalty-redemption.entity.js';
import { LoyaltyRewardEntity } from './loyalty-reward.entity.js';
import { earnPoints, ledgerCheck, ledgerRowCount, membersOutOfBalance, newMember, send } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

async function memberWithPoints(totalCents: number): Promise<string> {
  const code = await newMember(t.deps.dataSource);
  await earnPoints(t.deps.dataSource, code, totalCents);
  return code;
}

async function rewardNamed(name: string): Promise<LoyaltyRewardEntity> {
  return t.deps.dataSource.getRepository(LoyaltyRewardEntity).findOneByOrFail({ name });
}

function redeem(body: Record<string, unknown>) {
  return send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: body });
}

describe('POST /api/loyalty/redeem', () => {
  it('spends the reward cost, returns a readable single-use code and records the redemption', async () => {
    const code = await memberWithPoints(25_000);
    const reward = await rewardNamed('Deluxe Sample Trio');
    const response = await redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed: reward.pointsCost });
    expect(response.statusCode).toBe(200);
    const { redemptionCode } = response.json();
    expect(redemptionCode).toMatch(/^RWD-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 150, totalPointsEarned: 250, ledgerSum: 150, entries: 2 });
    const stored = await t.deps.dataSource.getRepository(LoyaltyRedemptionEntity).findOneByOrFail({ redemptionCode });
    expect(stored).toMatchObject({ rewardId: reward.id, pointsUsed: 100, status: 'issued', decidedAt: null });
    const transactions = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/transactions` });
    expect(transactions.json().transactions[0]).toMatchObject({ kind: 'redemption', pointsAmount: -100, description: 'Redeemed: Deluxe Sample Trio', avonOrderNumber: null });
  });

  it('lets exactly 3 of 50 parallel redemptions through when the balance covers 3', async () => {
    const reward = await rewardNamed('Free Shipping Voucher');
    const code = await memberWithPoints(reward.pointsCost * 3 * 100 + 99);
    const eventsBefore = await t.deps.dataSource.getRepository(FunnelEventEntity).countBy({ type: 'reward_redeemed' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed: reward.pointsCost })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(47);
    expect(new Set(ok.map((r) => r.json().redemptionCode)).size).toBe(3);
    const check = await ledgerCheck(t.deps.dataSource, code);
    expect(check).toMatchObject({ pointsBalance: 0, ledgerSum: 0, entries: 4, totalPointsEarned: reward.pointsCost * 3 });
    expect(await t.deps.dataSource.getRepository(FunnelEventEntity).countBy({ type: 'reward_redeemed' })).toBe(eventsBefore + 3);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('refuses a pointsUsed that differs from the reward cost, changing nothing', async () => {
    const code = await memberWithPoints(100_000);
    const reward = await rewardNamed('Mini Lip Gloss');
    const before = await ledgerRowCount(t.deps.dataSource);
    for (const pointsUsed of [1, reward.pointsCost + 1]) {
      const response = await redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ field: 'pointsUsed', message: `This reward costs 250 points, not ${pointsUsed}. Refresh the rewards and try again.` });
    }
    expect(await ledgerRowCount(t.deps.dataSource)).toBe(before);
  });

  it('refuses rewards above the member tier, and a balance short of the cost', async () => {
    const code = await memberWithPoints(60_000);
    const gold = await rewardNamed('Full-Size Hydrating Serum');
    const tooHigh = await redeem({ loyaltyCode: code, rewardId: gold.id, pointsUsed: gold.pointsCost });
    expect(tooHigh.statusCode).toBe(403);
    expect(tooHigh.json().error.message).toBe('This reward needs Gold tier or higher.');

    const silver = await rewardNamed('Travel-Size Skincare Set');
    const short = await redeem({ loyaltyCode: code, rewardId: silver.id, pointsUsed: silver.pointsCost });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toBe('Not enough points: this reward costs 750 points and the balance is 600.');
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 600, entries: 1 });
  });

  const badInputs: Array<[string, Record<string, unknown>, number, string]> = [
    ['an unknown reward', { rewardId: 999_999, pointsUsed: 100 }, 404, 'rewardId'],
    ['a missing reward', { pointsUsed: 100 }, 400, 'rewardId'],
    ['a text reward id', { rewardId: '1', pointsUsed: 100 }, 400, 'rewardId'],
    ['a negative pointsUsed', { rewardId: 1, pointsUsed: -100 }, 400, 'pointsUsed'],
    ['a huge reward id', { rewardId: 1e15, pointsUsed: 100 }, 400, 'rewardId'],
    ['an extra key', { rewardId: 1, pointsUsed: 100, free: true }, 400, 'free'],
  ];

  it.each(badInputs)('answers %s with a 4xx naming the field, ledger unchanged', async (_label, fields, status, field) => {
    const code = await memberWithPoints(10_000);
    const before = await ledgerRowCount(t.deps.dataSource);
    const response = await redeem({ loyaltyCode: code, ...fields });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.field).toBe(field);
    expect(await ledgerRowCount(t.deps.dataSource)).toBe(before);
  });

  it('answers 404 for an unknown code and 400 for a blank one', async () => {
    const unknown = await redeem({ loyaltyCode: 'GLOW-ZZZZ-ZZZZ', rewardId: 1, pointsUsed: 100 });
    expect(unknown.statusCode).toBe(404);
    const blank = await redeem({ loyaltyCode: '', rewardId: 1, pointsUsed: 100 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('loyaltyCode: Please enter your loyalty code');
  });

  it('works the same through tRPC', async () => {
    const code = await memberWithPoints(20_000);
    const reward = await rewardNamed('Deluxe Sample Trio');
    const result = await t.caller.loyalty.redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed: 100 });
    expect(result.redemptionCode).toMatch(/^RWD-/);
    await expect(t.caller.loyalty.redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed: 100 })).resolves.toBeDefined();
    await expect(t.caller.loyalty.redeem({ loyaltyCode: code, rewardId: reward.id, pointsUsed: 100 })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
