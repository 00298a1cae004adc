import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { approveOverdueClaims } from './claim-auto-approval.js';
import { joinLoyalty } from './loyalty-members.service.js';
import { changeSettings, claimIdOf, ledgerCheck, membersOutOfBalance, newMember, restoreDefaultProgramme, send } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

const unique = () => randomBytes(3).toString('hex').toUpperCase();
const today = () => new Date().toISOString().slice(0, 10);

/** Imports without crediting members by default, so the claims in a test decide who gets an order. */
async function importCsv(csv: string, creditMembers = false) {
  const cookie = await repCookie(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/loyalty/store-orders.csv?creditMembers=${creditMembers}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function confirmedMember(name: string): Promise<{ code: string; email: string }> {
  const email = `${name.toLowerCase()}-${unique().toLowerCase()}@example.com`;
  const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: name }, { confirmed: true }));
  return { code: member.loyaltyCode, email };
}

function claim(code: string, orderNumber: string, totalCents: number) {
  return send(t.app, {
    method: 'POST',
    url: '/api/loyalty/purchase',
    payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: totalCents },
  });
}

async function claimsOf(orderNumber: string) {
  return t.deps.dataSource.query<Array<{ memberCode: string; status: string; decidedBy: string | null }>>(
    `SELECT m."loyaltyCode" AS "memberCode", c.status, c."decidedBy" FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId"
      WHERE c."orderNumber" = $1 ORDER BY c.id`,
    [orderNumber],
  );
}

async function reviewEntry(orderNumber: string, memberCode: string) {
  const cookie = await repCookie(t.app);
  const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/loyalty/claims?limit=100', headers: { cookie } })).json().claims;
  return queue.find((entry: { orderNumber: string; memberCode: string }) => entry.orderNumber === orderNumber && entry.memberCode === memberCode);
}

describe('store orders belong to their buyer', () => {
  it("a member cannot take points for another customer's imported store order; the buyer's own claim still earns them", async () => {
    const buyer = await confirmedMember('Buyer');
    const intruder = await newMember(t.deps.dataSource, 'Intruder');
    const order = `AV-${unique()}`;
    await importCsv(`order_number,date,total,email\n${order},${today()},48.00,${buyer.email}\n`);

    const taken = await claim(intruder, order, 4_800);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().transaction.status).toBe('pending');
    expect(await ledgerCheck(t.deps.dataSource, intruder)).toMatchObject({ pointsBalance: 0, entries: 0 });
    const flagged = await reviewEntry(order, intruder);
    expect(flagged.signs).toContain('order_of_another_customer');

    // The real buyer is not turned away: her claim is approved at once, by the store order.
    const own = await claim(buyer.code, order, 4_800);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().transaction).toMatchObject({ status: 'confirmed', pointsAmount: 48 });
    expect(await claimsOf(order)).toEqual([
      { memberCode: intruder, status: 'pending', decidedBy: null },
      { memberCode: buyer.code, status: 'approved', decidedBy: 'store_order' },
    ]);

    // The intruder's claim waits for the representative, and can never credit the order a second time.
    const cookie = await repCookie(t.app);
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/admin/loyalty/claims/approve',
      headers: { cookie },
      payload: { claimIds: [claimIdOf(taken.json().transaction)] },
    });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(await ledgerCheck(t.deps.dataSource, intruder)).toMatchObject({ pointsBalance: 0, entries: 0 });
    expect(await ledgerCheck(t.deps.dataSource, buyer.code)).toMatchObject({ pointsBalance: 48, entries: 1 });
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });

  it('a store order placed before the member joined is not approved at once', async () => {
    const buyer = await confirmedMember('Early');
    const order = `AV-${unique()}`;
    await importCsv(`order_number,date,total,email\n${order},2020-01-01,30.00,${buyer.email}\n`);
    const response = await claim(buyer.code, order, 3_000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().transaction.status).toBe('pending');
    expect((await reviewEntry(order, buyer.code)).signs).toContain('ordered_before_joining');
  });

  it("an import does not approve a pending claim of another customer's order, and the automatic approval leaves it for a person", async () => {
    const buyer = await confirmedMember('Later');
    const intruder = await newMember(t.deps.dataSource, 'Early');
    const order = `AV-${unique()}`;
    const pending = await claim(intruder, order, 2_500);
    expect(pending.json().transaction.status).toBe('pending');
    await importCsv(`order_number,date,total,email\n${order},${today()},25.00,${buyer.email}\n`);
    expect(await claimsOf(order)).toEqual([{ memberCode: intruder, status: 'pending', decidedBy: null }]);
    expect((await reviewEntry(order, intruder)).signs).toContain('order_of_another_customer');

    await changeSettings(t, { autoApproveAfterDays: 1 });
    try {
      await t.deps.dataSource.query(`UPDATE purchase_claim SET "createdAt" = now() - interval '3 days' WHERE "orderNumber" = $1`, [order]);
      await approveOverdueClaims(t.deps.dataSource);
      expect(await claimsOf(order)).toEqual([{ memberCode: intruder, status: 'pending', decidedBy: null }]);
    } finally {
      await restoreDefaultProgramme(t);
    }
    const own = await claim(buyer.code, order, 2_500);
    expect(own.json().transaction).toMatchObject({ status: 'confirmed', pointsAmount: 25 });
  });

  it("an intruder's earlier claim does not stop the import from crediting the order to its buyer", async () => {
    const buyer = await confirmedMember('Credited');
    const intruder = await newMember(t.deps.dataSource, 'Quick');
    const order = `AV-${unique()}`;
    await claim(intruder, order, 3_300);
    await importCsv(`order_number,date,total,email\n${order},${today()},33.00,${buyer.email}\n`, true);
    expect(await claimsOf(order)).toEqual([
      { memberCode: intruder, status: 'pending', decidedBy: null },
      { memberCode: buyer.code, status: 'approved', decidedBy: 'store_order' },
    ]);
    expect(await ledgerCheck(t.deps.dataSource, buyer.code)).toMatchObject({ pointsBalance: 33, entries: 1 });
    expect(await ledgerCheck(t.deps.dataSource, intruder)).toMatchObject({ pointsBalance: 0, entries: 0 });
  });
});
