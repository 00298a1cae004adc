import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_CENTS } from '../../../shared/loyalty.js';
import { FunnelEventEntity } from '../analytics/api.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { DUPLICATE_ORDER } from './purchase-claims.service.js';
import { ledgerCheck, ledgerRowCount, membersOutOfBalance, newMember, send, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

function purchase(body: Record<string, unknown>, ip?: string) {
  return send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: body, ip });
}

async function claimCount(orderNumber: string): Promise<number> {
  const [row] = await t.deps.dataSource.query('SELECT COUNT(*)::int AS n FROM purchase_claim WHERE "orderNumber" = $1', [orderNumber]);
  return (row as { n: number }).n;
}

describe('POST /api/loyalty/purchase: a claim whose points are pending', () => {
  it('shows the points as pending: not spendable, not earned, no tier, not in sales', async () => {
    const code = await newMember(t.deps.dataSource);
    const salesBefore = await t.deps.dataSource.getRepository(FunnelEventEntity).countBy({ type: 'loyalty_purchase' });
    const response = await purchase({ loyaltyCode: code.toLowerCase(), avonOrderNumber: ' av 1001 ', avonOrderTotal: 54_999 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member).toEqual({ loyaltyCode: code, pointsBalance: 0, totalPointsEarned: 0, tierLevel: 'Bronze', pendingPoints: 549 });
    expect(body.transaction).toMatchObject({
      kind: 'purchase',
      status: 'pending',
      pointsAmount: 549,
      avonOrderNumber: 'AV1001',
      description: 'Purchase of $549.99 (pending approval)',
    });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, ledgerSum: 0, entries: 0 });
    expect(await t.deps.dataSource.getRepository(FunnelEventEntity).countBy({ type: 'loyalty_purchase' })).toBe(salesBefore);

    const member = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}` });
    expect(member.json().member).toMatchObject({ pointsBalance: 0, pendingPoints: 549 });
    const activity = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/transactions` });
    expect(activity.json().transactions).toEqual([expect.objectContaining({ status: 'pending', pointsAmount: 549 })]);
  });

  it('cannot be spent: a reward costing the pending points is refused', async () => {
    const code = await newMember(t.deps.dataSource);
    expect((await purchase({ loyaltyCode: code, avonOrderNumber: uniqueOrderNumber(), avonOrderTotal: 20_000 })).statusCode).toBe(200);
    const rewards = (await send(t.app, { method: 'GET', url: '/api/loyalty/rewards?tier=Bronze' })).json().rewards as Array<{
      id: number;
      pointsCost: number;
    }>;
    const reward = rewards.find((entry) => entry.pointsCost <= 200);
    const redeem = await send(t.app, {
      method: 'POST',
      url: '/api/loyalty/redeem',
      payload: { loyaltyCode: code, rewardId: reward?.id, pointsUsed: reward?.pointsCost },
    });
    expect(redeem.statusCode).toBe(409);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, entries: 0 });
  });

  it('claims an order number once, whatever its case or spacing', async () => {
    const first = await newMember(t.deps.dataSource);
    const second = await newMember(t.deps.dataSource);
    const number = uniqueOrderNumber();
    expect((await purchase({ loyaltyCode: first, avonOrderNumber: number, avonOrderTotal: 2_000 })).statusCode).toBe(200);
    const again = await purchase({ loyaltyCode: second, avonOrderNumber: ` ${number.toLowerCase()} `, avonOrderTotal: 2_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: DUPLICATE_ORDER, field: 'avonOrderNumber' });
    expect(await claimCount(number)).toBe(1);
  });

  it('records the same order number once when two members post it 20 times in parallel', async () => {
    const members = [await newMember(t.deps.dataSource), await newMember(t.deps.dataSource)];
    const number = uniqueOrderNumber();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => purchase({ loyaltyCode: members[i % 2], avonOrderNumber: number, avonOrderTotal: 30_000 })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await claimCount(number)).toBe(1);
  });

  it('stops a member at the daily limit with a 429, also under parallel claims', async () => {
    const code = await newMember(t.deps.dataSource);
    const responses = await Promise.all(
      Array.from({ length: 14 }, () => purchase({ loyaltyCode: code, avonOrderNumber: uniqueOrderNumber(), avonOrderTotal: 1_000 })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().error.message).toBe('You can add up to 10 purchases in 24 hours. Please add this one tomorrow.');
    const member = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}` });
    expect(member.json().member.pendingPoints).toBe(100);
  });

  it('answers 404 for an unknown code and changes nothing', async () => {
    const before = await ledgerRowCount(t.deps.dataSource);
    const number = uniqueOrderNumber();
    const response = await purchase({ loyaltyCode: 'GLOW-NOPE-NOPE', avonOrderNumber: number, avonOrderTotal: 1_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ message: 'Loyalty code not found', field: 'loyaltyCode' });
    expect(await ledgerRowCount(t.deps.dataSource)).toBe(before);
    expect(await claimCount(number)).toBe(0);
  });

  const badInputs: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ['a blank code', { loyaltyCode: '   ', avonOrderTotal: 1_000 }, 'loyaltyCode', /Please enter your loyalty code/],
    ['a missing order number', { avonOrderTotal: 1_000 }, 'avonOrderNumber', /avonOrderNumber/],
    ['a missing total', { avonOrderNumber: 'X-1' }, 'avonOrderTotal', /avonOrderTotal/],
    ['a negative total', { avonOrderNumber: 'X-2', avonOrderTotal: -500 }, 'avonOrderTotal', /at least \$1\.00/],
    ['a zero total', { avonOrderNumber: 'X-3', avonOrderTotal: 0 }, 'avonOrderTotal', /at least \$1\.00/],
    ['a NaN total', { avonOrderNumber: 'X-4', avonOrderTotal: 'NaN' }, 'avonOrderTotal', /avonOrderTotal/],
    ['a null total', { avonOrderNumber: 'X-5', avonOrderTotal: null }, 'avonOrderTotal', /avonOrderTotal/],
    ['a huge total', { avonOrderNumber: 'X-6', avonOrderTotal: 1e20 }, 'avonOrderTotal', /at most \$5,000\.00/],
    ['a total over the cap', { avonOrderNumber: 'X-7', avonOrderTotal: MAX_ORDER_TOTAL_CENTS + 1 }, 'avonOrderTotal', /at most \$5,000\.00/],
    ['a fractional cent total', { avonOrderNumber: 'X-8', avonOrderTotal: 1_250.5 }, 'avonOrderTotal', /whole cents/],
    ['an order number with symbols', { avonOrderNumber: 'X;DROP', avonOrderTotal: 1_000 }, 'avonOrderNumber', /letters, digits and hyphens/],
    ['an over-long order number', { avonOrderNumber: 'X'.repeat(41), avonOrderTotal: 1_000 }, 'avonOrderNumber', /at most 40/],
    ['an extra key', { avonOrderNumber: 'X-9', avonOrderTotal: 1_000, points: 9_999 }, 'points', /Unexpected field: points/],
  ];

  it.each(badInputs)('rejects %s with a 400 naming the field, nothing recorded', async (_label, fields, field, message) => {
    const code = await newMember(t.deps.dataSource);
    const response = await purchase({ loyaltyCode: code, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(message);
    const member = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}` });
    expect(member.json().member.pendingPoints).toBe(0);
  });

  it('rejects a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42']) {
      const response = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
    }
  });

  it('works the same through tRPC', async () => {
    const code = await newMember(t.deps.dataSource);
    const result = await t.caller.loyalty.purchase({ loyaltyCode: code, avonOrderNumber: uniqueOrderNumber(), avonOrderTotal: 1_999 });
    expect(result.member).toMatchObject({ pointsBalance: 0, pendingPoints: 19 });
    await expect(t.caller.loyalty.purchase({ loyaltyCode: code, avonOrderNumber: '', avonOrderTotal: 1_999 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('the ledger and the claim log', () => {
  it('refuse UPDATE and DELETE at the database', async () => {
    await expect(t.deps.dataSource.query('UPDATE loyalty_transaction SET "pointsAmount" = 99999')).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query('DELETE FROM loyalty_transaction')).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query(`UPDATE purchase_claim_decision SET reason = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query('DELETE FROM purchase_claim_decision')).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query('UPDATE loyalty_member SET "pointsBalance" = -1')).rejects.toThrow(/CHK_loyalty_member_balance/);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });
});
