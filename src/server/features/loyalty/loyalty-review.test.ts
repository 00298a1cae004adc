import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { approveOverdueClaims } from './claim-auto-approval.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { claimIdOf, freshAddress, ledgerCheck, membersOutOfBalance, newMember, send, uniqueOrderNumber } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

async function claim(code: string, totalCents: number, orderNumber = uniqueOrderNumber('RV')): Promise<string> {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/loyalty/purchase',
    payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: totalCents },
  });
  expect(response.statusCode, response.body).toBe(200);
  return claimIdOf(response.json().transaction);
}

function admin(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** What the funnel keeps of loyalty purchases: approved claims add to it, voids take away. */
async function loyaltyPurchaseCents(): Promise<number> {
  const [row] = await t.deps.dataSource.query(
    `SELECT coalesce(sum("amountCents"), 0)::int AS cents FROM funnel_daily_total WHERE type IN ('loyalty_purchase', 'loyalty_purchase_voided')`,
  );
  return row.cents;
}

async function activity(code: string) {
  return (await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}/transactions` })).json().transactions as Array<
    Record<string, unknown>
  >;
}

describe('the review queue', () => {
  it("is the representative's only: 401 without a session, on REST and tRPC", async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/loyalty/claims'],
      ['POST', '/api/admin/loyalty/claims/approve'],
      ['POST', '/api/admin/loyalty/claims/reject'],
      ['POST', '/api/admin/loyalty/claims/1/void'],
      ['POST', '/api/admin/loyalty/adjustments'],
      ['GET', '/api/admin/loyalty/settings'],
      ['POST', '/api/admin/loyalty/store-orders.csv'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
    await expect(t.caller.loyaltyReview.claims({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller.loyaltyReview.approve({ claimIds: ['1'] })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists pending claims oldest first with the member and the signs worth a look', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource, 'Queue');
    const ids = [await claim(code, 50_000), await claim(code, 1_234), await claim(code, 1_234)];
    const list = await admin(cookie, 'GET', '/api/admin/loyalty/claims?status=pending&limit=100');
    expect(list.statusCode).toBe(200);
    const mine = (list.json().claims as Array<{ claimId: string; signs: string[]; memberFirstName: string; memberCode: string }>).filter((c) =>
      ids.includes(c.claimId),
    );
    expect(mine.map((c) => c.claimId)).toEqual(ids);
    expect(mine[0]).toMatchObject({ memberFirstName: 'Queue', memberCode: code });
    expect(mine[0]?.signs).toContain('round_total');
    expect(mine[1]?.signs).not.toContain('round_total');
    expect(mine[2]?.signs).toEqual(expect.arrayContaining(['many_claims_today', 'same_total_recently']));
    const created = (list.json().claims as Array<{ createdAt: string }>).map((c) => c.createdAt);
    expect([...created].sort()).toEqual(created);

    const bad = await admin(cookie, 'GET', '/api/admin/loyalty/claims?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
  });

  it('approving credits the points, the tier and sales once; the member sees them confirmed', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const first = await claim(code, 40_000);
    const second = await claim(code, 12_000);
    const salesBefore = await loyaltyPurchaseCents();
    const approved = await admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [first, second] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ decided: 2 });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({
      pointsBalance: 520,
      totalPointsEarned: 520,
      tierLevel: 'Silver',
      ledgerSum: 520,
      entries: 2,
    });
    expect(await loyaltyPurchaseCents()).toBe(salesBefore + 52_000);
    const member = await send(t.app, { method: 'GET', url: `/api/loyalty/member/${code}` });
    expect(member.json().member).toMatchObject({ pointsBalance: 520, pendingPoints: 0, tierLevel: 'Silver' });
    expect((await activity(code)).map((entry) => entry.status)).toEqual(['confirmed', 'confirmed']);

    const again = await admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [first] });
    expect(again.statusCode).toBe(409);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 520, entries: 2 });
  });

  it('parallel approvals and rejections of one claim: exactly one wins, the others answer 409', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const id = await claim(code, 25_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? admin(cookie, 'POST', '/api/admin/loyalty/claims/reject', { claimIds: [id], reason: 'Not in the store' })
          : admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [id] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const check = await ledgerCheck(t.deps.dataSource, code);
    expect([0, 250]).toContain(check.pointsBalance);
    expect(check.pointsBalance).toBe(check.ledgerSum);
    const [decisions] = await t.deps.dataSource.query(`SELECT count(*)::int AS n FROM purchase_claim_decision WHERE "claimId" = $1`, [id]);
    expect(decisions.n).toBe(1);
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('a batch with one claim already decided changes nothing and names it', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const [a, b] = [await claim(code, 3_000), await claim(code, 4_000)];
    expect((await admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [a] })).statusCode).toBe(200);
    const batch = await admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [a, b] });
    expect(batch.statusCode).toBe(409);
    expect(batch.json().error.message).toContain(a);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 30, entries: 1 });
  });

  it('rejecting records why, the member sees it, and no points move', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const id = await claim(code, 8_800);
    const noReason = await admin(cookie, 'POST', '/api/admin/loyalty/claims/reject', { claimIds: [id], reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.field).toBe('reason');
    const rejected = await admin(cookie, 'POST', '/api/admin/loyalty/claims/reject', { claimIds: [id], reason: 'No such order in the store' });
    expect(rejected.statusCode).toBe(200);
    const [entry] = await activity(code);
    expect(entry).toMatchObject({ status: 'rejected', description: 'Purchase of $88.00 not approved: No such order in the store' });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, entries: 0 });
    const decided = await admin(cookie, 'GET', '/api/admin/loyalty/claims?status=rejected');
    expect(decided.json().claims[0]).toMatchObject({ claimId: id, decidedBy: 'representative', decisionReason: 'No such order in the store' });
  });

  it('voiding an approved claim reverses its points once and takes it out of sales', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const id = await claim(code, 4_250);
    await admin(cookie, 'POST', '/api/admin/loyalty/claims/approve', { claimIds: [id] });
    const salesBefore = await loyaltyPurchaseCents();
    const pendingVoid = await admin(cookie, 'POST', `/api/admin/loyalty/claims/${await claim(code, 1_000)}/void`, { reason: 'x' });
    expect(pendingVoid.statusCode).toBe(409);
    const voids = await Promise.all(
      [1, 2, 3].map(() => admin(cookie, 'POST', `/api/admin/loyalty/claims/${id}/void`, { reason: 'Order was returned' })),
    );
    expect(voids.map((v) => v.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 0, ledgerSum: 0, entries: 2 });
    expect(await loyaltyPurchaseCents()).toBe(salesBefore - 4_250);
    const malformed = await admin(cookie, 'POST', '/api/admin/loyalty/claims/abc/void', { reason: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('the balance is always the sum of confirmed ledger entries', async () => {
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });
});

describe('automatic approval after N days', () => {
  it('is off by default; when on, approves old uncontested claims and leaves contested ones for a person', async () => {
    const cookie = await repCookie(t.app);
    // The answer also carries the rate, thresholds and version (loyalty-settings.test.ts); this field is as it was.
    expect((await admin(cookie, 'GET', '/api/admin/loyalty/settings')).json()).toMatchObject({ autoApproveAfterDays: null });
    const code = await newMember(t.deps.dataSource);
    const old = await claim(code, 6_000);
    const contested = await claim(code, 7_000);
    const fresh = await claim(code, 8_000);
    await t.deps.dataSource.query(`UPDATE purchase_claim SET "createdAt" = now() - interval '8 days' WHERE id = ANY($1::bigint[])`, [
      [old, contested],
    ]);
    await t.deps.dataSource.query(`UPDATE purchase_claim SET "storeTotalCents" = 6_500 WHERE id = $1`, [contested]);
    expect(await approveOverdueClaims(t.deps.dataSource)).toBe(0);

    const invalid = await admin(cookie, 'PUT', '/api/admin/loyalty/settings', { autoApproveAfterDays: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.field).toBe('autoApproveAfterDays');
    expect((await admin(cookie, 'PUT', '/api/admin/loyalty/settings', { autoApproveAfterDays: 7 })).json()).toMatchObject({ autoApproveAfterDays: 7 });
    await Promise.all([approveOverdueClaims(t.deps.dataSource), approveOverdueClaims(t.deps.dataSource)]);
    const statuses = await t.deps.dataSource.query(
      `SELECT id::text AS id, status, "decidedBy" FROM purchase_claim WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [[old, contested, fresh]],
    );
    expect(statuses).toEqual([
      { id: old, status: 'approved', decidedBy: 'auto' },
      { id: contested, status: 'pending', decidedBy: null },
      { id: fresh, status: 'pending', decidedBy: null },
    ]);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 60, entries: 1 });
    await admin(cookie, 'PUT', '/api/admin/loyalty/settings', { autoApproveAfterDays: null });
  });
});

describe('manual adjustments', () => {
  it('adds goodwill points with a reason the member sees, and corrects without going below zero', async () => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource, 'Gwen');
    const found = await admin(cookie, 'GET', `/api/admin/loyalty/members?query=${encodeURIComponent(code.slice(-6))}`);
    expect(found.json().members).toEqual([expect.objectContaining({ loyaltyCode: code, firstName: 'Gwen', pointsBalance: 0 })]);

    const added = await admin(cookie, 'POST', '/api/admin/loyalty/adjustments', {
      loyaltyCode: code,
      points: 600,
      reason: 'Sorry for the late parcel',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().member).toMatchObject({ pointsBalance: 600, totalPointsEarned: 600, tierLevel: 'Silver' });
    const [entry] = await activity(code);
    expect(entry).toMatchObject({
      kind: 'adjustment',
      status: 'confirmed',
      pointsAmount: 600,
      description: 'Points added by your representative: Sorry for the late parcel',
    });

    const tooMuch = await admin(cookie, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: -601, reason: 'Correction' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.field).toBe('points');
    const corrected = await admin(cookie, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, points: -100, reason: 'Double entry' });
    expect(corrected.json().member).toMatchObject({ pointsBalance: 500, totalPointsEarned: 500 });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 500, ledgerSum: 500, earnedSum: 500 });
  });

  it.each([
    [{ points: 0, reason: 'x' }, 'points'],
    [{ points: 1.5, reason: 'x' }, 'points'],
    [{ points: 10 }, 'reason'],
    [{ points: 10, reason: '' }, 'reason'],
    [{ points: 1_000_000, reason: 'x' }, 'points'],
  ])('refuses %j with a 400 naming %s', async (fields, field) => {
    const cookie = await repCookie(t.app);
    const code = await newMember(t.deps.dataSource);
    const response = await admin(cookie, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: code, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ entries: 0 });
  });

  it('answers 404 for an unknown member', async () => {
    const cookie = await repCookie(t.app);
    const response = await admin(cookie, 'POST', '/api/admin/loyalty/adjustments', { loyaltyCode: 'GLOW-NONE-NONE', points: 5, reason: 'x' });
    expect(response.statusCode).toBe(404);
    expect(freshAddress()).toMatch(/^10\./);
  });
});
