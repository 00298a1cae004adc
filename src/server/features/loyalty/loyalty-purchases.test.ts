import { describe, expect, it } from 'vitest';
import { MAX_ORDER_TOTAL_CENTS } from '../../../shared/loyalty.js';
import { FunnelEventEntity } from '../analytics/api.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { DUPLICATE_ORDER, voidPurchase } from './loyalty-purchases.service.js';
import { ledgerCheck, ledgerRowCount, membersOutOfBalance, newMember, send } from './loyalty-test-helpers.js';

const t = useTestApp();

let orderCounter = 0;
const orderNumber = () => `T-${Date.now()}-${++orderCounter}`;

function purchase(body: Record<string, unknown>, ip?: string) {
  return send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload: body, ip });
}

describe('POST /api/loyalty/purchase', () => {
  it('earns 1 point per whole dollar, moves the tier and records a funnel event without the code', async () => {
    const code = await newMember(t.deps.dataSource);
    const response = await purchase({ loyaltyCode: code.toLowerCase(), avonOrderNumber: ' av 1001 ', avonOrderTotal: 54_999 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.member).toEqual({ loyaltyCode: code, pointsBalance: 549, totalPointsEarned: 549, tierLevel: 'Silver' });
    expect(body.transaction).toMatchObject({ kind: 'purchase', pointsAmount: 549, avonOrderNumber: 'AV1001', description: 'Purchase of $549.99' });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 549, ledgerSum: 549, earnedSum: 549, entries: 1 });

    const events = await t.deps.dataSource.getRepository(FunnelEventEntity).findBy({ type: 'loyalty_purchase', amountCents: 54_999 });
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0])).not.toContain(code);
    expect(events[0]?.subject).toMatch(/^\d+$/);
  });

  it('records a returning customer once, at the second purchase', async () => {
    const code = await newMember(t.deps.dataSource);
    const events = t.deps.dataSource.getRepository(FunnelEventEntity);
    const before = await events.countBy({ type: 'return_customer' });
    for (let i = 0; i < 3; i++) {
      expect((await purchase({ loyaltyCode: code, avonOrderNumber: orderNumber(), avonOrderTotal: 1_500 })).statusCode).toBe(200);
      expect(await events.countBy({ type: 'return_customer' })).toBe(before + (i >= 1 ? 1 : 0));
    }
  });

  it('credits an order number once, whatever its case or spacing', async () => {
    const first = await newMember(t.deps.dataSource);
    const second = await newMember(t.deps.dataSource);
    const number = orderNumber();
    expect((await purchase({ loyaltyCode: first, avonOrderNumber: number, avonOrderTotal: 2_000 })).statusCode).toBe(200);
    const again = await purchase({ loyaltyCode: second, avonOrderNumber: ` ${number.toLowerCase()} `, avonOrderTotal: 2_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: DUPLICATE_ORDER, field: 'avonOrderNumber' });
    expect((await ledgerCheck(t.deps.dataSource, second)).entries).toBe(0);
  });

  it('credits the same order number exactly once when two members post it 20 times in parallel', async () => {
    const members = [await newMember(t.deps.dataSource), await newMember(t.deps.dataSource)];
    const number = orderNumber();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => purchase({ loyaltyCode: members[i % 2], avonOrderNumber: number, avonOrderTotal: 30_000 })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [rows] = await t.deps.dataSource.query('SELECT COUNT(*)::int AS n FROM loyalty_transaction WHERE "avonOrderNumber" = $1', [number]);
    expect(rows.n).toBe(1);
    const checks = await Promise.all(members.map((code) => ledgerCheck(t.deps.dataSource, code)));
    expect(checks.map((c) => c.pointsBalance).sort()).toEqual([0, 300]);
    for (const check of checks) expect(check.pointsBalance).toBe(check.ledgerSum);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('stops a member at the daily limit with a 429, also under parallel claims', async () => {
    const code = await newMember(t.deps.dataSource);
    const responses = await Promise.all(
      Array.from({ length: 14 }, () => purchase({ loyaltyCode: code, avonOrderNumber: orderNumber(), avonOrderTotal: 1_000 })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json().error.message).toBe('You can add up to 10 purchases in 24 hours. Please add this one tomorrow.');
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 100, ledgerSum: 100, entries: 10 });
  });

  it('answers 404 for an unknown code and changes nothing', async () => {
    const before = await ledgerRowCount(t.deps.dataSource);
    const response = await purchase({ loyaltyCode: 'GLOW-NOPE-NOPE', avonOrderNumber: orderNumber(), avonOrderTotal: 1_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ message: 'Loyalty code not found', field: 'loyaltyCode' });
    expect(await ledgerRowCount(t.deps.dataSource)).toBe(before);
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

  it.each(badInputs)('rejects %s with a 400 naming the field, ledger unchanged', async (_label, fields, field, message) => {
    const code = await newMember(t.deps.dataSource);
    const before = await ledgerRowCount(t.deps.dataSource);
    const response = await purchase({ loyaltyCode: code, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(message);
    expect(await ledgerRowCount(t.deps.dataSource)).toBe(before);
  });

  it('rejects a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42']) {
      const response = await send(t.app, { method: 'POST', url: '/api/loyalty/purchase', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
    }
  });

  it('works the same through tRPC', async () => {
    const code = await newMember(t.deps.dataSource);
    const result = await t.caller.loyalty.purchase({ loyaltyCode: code, avonOrderNumber: orderNumber(), avonOrderTotal: 1_999 });
    expect(result.member.pointsBalance).toBe(19);
    await expect(t.caller.loyalty.purchase({ loyaltyCode: code, avonOrderNumber: '', avonOrderTotal: 1_999 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the ledger', () => {
  it('refuses UPDATE and DELETE at the database', async () => {
    const code = await newMember(t.deps.dataSource);
    await purchase({ loyaltyCode: code, avonOrderNumber: orderNumber(), avonOrderTotal: 5_000 });
    await expect(t.deps.dataSource.query('UPDATE loyalty_transaction SET "pointsAmount" = 99999')).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query('DELETE FROM loyalty_transaction')).rejects.toThrow(/append-only/);
    await expect(t.deps.dataSource.query('UPDATE loyalty_member SET "pointsBalance" = -1')).rejects.toThrow(/CHK_loyalty_member_balance/);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });
});

describe('voidPurchase', () => {
  async function memberWithPurchase(totalCents: number) {
    const code = await newMember(t.deps.dataSource);
    const response = await purchase({ loyaltyCode: code, avonOrderNumber: orderNumber(), avonOrderTotal: totalCents });
    return { code, transactionId: response.json().transaction.id as string, orderNumber: response.json().transaction.avonOrderNumber as string };
  }

  it('appends a reversal, takes the points back, recomputes the tier and keeps the order number used', async () => {
    const { code, transactionId, orderNumber: number } = await memberWithPurchase(60_000);
    const result = await t.deps.dataSource.transaction((manager) => voidPurchase(manager, { transactionId, reason: 'Order was cancelled' }));
    expect(result.member).toMatchObject({ pointsBalance: 0, totalPointsEarned: 0, tierLevel: 'Bronze' });
    expect(result.transaction).toMatchObject({ kind: 'reversal', pointsAmount: -600 });
    expect(result.transaction.description).toContain('Order was cancelled');
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, ledgerSum: 0, earnedSum: 0, entries: 2 });
    const voided = await t.deps.dataSource.getRepository(FunnelEventEntity).findBy({ type: 'loyalty_purchase_voided' });
    expect(voided.map((event) => event.amountCents)).toEqual([-60_000]);

    await expect(t.deps.dataSource.transaction((m) => voidPurchase(m, { transactionId, reason: 'again' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    const reclaim = await purchase({ loyaltyCode: code, avonOrderNumber: number, avonOrderTotal: 60_000 });
    expect(reclaim.statusCode).toBe(409);
  });

  it('voids once when two voids race', async () => {
    const { code, transactionId } = await memberWithPurchase(10_000);
    const results = await Promise.allSettled([1, 2, 3].map(() => t.deps.dataSource.transaction((m) => voidPurchase(m, { transactionId, reason: 'duplicate claim' }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, ledgerSum: 0, entries: 2 });
  });

  it('refuses when the points are already spent, or the purchase does not exist', async () => {
    const { code, transactionId } = await memberWithPurchase(20_000);
    const redeem = await send(t.app, { method: 'POST', url: '/api/loyalty/redeem', payload: { loyaltyCode: code, rewardId: 1, pointsUsed: 100 } });
    expect(redeem.statusCode).toBe(200);
    await expect(t.deps.dataSource.transaction((m) => voidPurchase(m, { transactionId, reason: 'fraud' }))).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(t.deps.dataSource.transaction((m) => voidPurchase(m, { transactionId: '999999999', reason: 'x' }))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.deps.dataSource.transaction((m) => voidPurchase(m, { transactionId, reason: ' ' }))).rejects.toThrow(/reason/);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 100, ledgerSum: 100, entries: 2 });
  });
});
