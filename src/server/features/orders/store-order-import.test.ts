import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../db/data-source.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { joinLoyalty } from '../loyalty/api.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { claimIdOf, ledgerCheck, membersOutOfBalance, newMember, send } from '../../../../test/support/loyalty-test-helpers.js';

const t = useTestApp();

const unique = () => randomBytes(3).toString('hex').toUpperCase();

async function importCsv(csv: string, query = '') {
  const cookie = await repCookie(t.app);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/loyalty/store-orders.csv${query}`,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function claim(code: string, orderNumber: string, totalCents: number) {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/loyalty/purchase',
    payload: { loyaltyCode: code, avonOrderNumber: orderNumber, avonOrderTotal: totalCents },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function claimStatus(orderNumber: string) {
  const [row] = await t.deps.dataSource.query(`SELECT status, "decidedBy", "storeTotalCents" FROM purchase_claim WHERE "orderNumber" = $1`, [
    orderNumber,
  ]);
  return row as { status: string; decidedBy: string | null; storeTotalCents: number | null } | undefined;
}

async function storeOrderCount(): Promise<number> {
  const [row] = await t.deps.dataSource.query('SELECT count(*)::int AS n FROM store_order');
  return (row as { n: number }).n;
}

describe('POST /api/admin/loyalty/store-orders.csv', () => {
  it('approves claims that match, flags totals that differ, and changes nothing when imported again', async () => {
    const code = await newMember(t.deps.dataSource);
    const id = unique();
    await claim(code, `AV-${id}-1`, 5_499);
    await claim(code, `AV-${id}-2`, 9_000);
    const csv = `Order Number,Date,Total\nAV-${id}-1,2026-11-02,54.99\nav-${id}-2,2026-11-03,$95.00\nAV-${id}-3,11/04/2026,"1,024.50"\n`;

    const first = await importCsv(csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      imported: true,
      rows: 3,
      newOrders: 3,
      unchangedOrders: 0,
      claimsApproved: 1,
      claimsFlagged: 1,
      errorCount: 0,
    });
    expect(await claimStatus(`AV-${id}-1`)).toEqual({ status: 'approved', decidedBy: 'store_order', storeTotalCents: null });
    expect(await claimStatus(`AV-${id}-2`)).toEqual({ status: 'pending', decidedBy: null, storeTotalCents: 9_500 });
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 54, entries: 1 });

    const before = await storeOrderCount();
    const again = await importCsv(csv);
    expect(again.json()).toMatchObject({ imported: true, newOrders: 0, unchangedOrders: 3, claimsApproved: 0, claimsFlagged: 0, ordersCredited: 0 });
    expect(await storeOrderCount()).toBe(before);
    expect(await ledgerCheck(t.deps.dataSource, code)).toMatchObject({ pointsBalance: 54, entries: 1 });

    const cookie = await repCookie(t.app);
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/loyalty/claims', headers: { cookie } })).json().claims;
    const flagged = queue.find((entry: { orderNumber: string }) => entry.orderNumber === `AV-${id}-2`);
    expect(flagged).toMatchObject({ storeTotalCents: 9_500 });
    expect(flagged.signs).toContain('store_total_differs');
  });

  it('approves a claim made after its order was imported at once, and refuses one whose total differs to approve', async () => {
    const code = await newMember(t.deps.dataSource);
    const id = unique();
    expect((await importCsv(`order_number,date,total\nAV-${id}-7,2026-11-10,20.00\nAV-${id}-8,2026-11-10,30.00\n`)).statusCode).toBe(200);
    const matched = await claim(code, `AV-${id}-7`, 2_000);
    expect(matched.transaction).toMatchObject({ status: 'confirmed', pointsAmount: 20 });
    expect(matched.member).toMatchObject({ pointsBalance: 20, pendingPoints: 0 });
    const differing = await claim(code, `AV-${id}-8`, 3_500);
    expect(differing.transaction.status).toBe('pending');
    expect(await claimStatus(`AV-${id}-8`)).toMatchObject({ storeTotalCents: 3_000 });
    expect(claimIdOf(differing.transaction)).toMatch(/^\d+$/);
  });

  it('credits an unclaimed order to the confirmed member whose email it carries, once', async () => {
    const email = `buyer-${unique().toLowerCase()}@example.com`;
    const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Buyer' }, { confirmed: true }));
    const stranger = `stranger-${unique().toLowerCase()}@example.com`;
    const today = new Date().toISOString().slice(0, 10);
    const id = unique();
    const csv = `order_number,date,total,email\nAV-${id}-1,${today},61.00,${email.toUpperCase()}\nAV-${id}-2,${today},15.00,${stranger}\nAV-${id}-3,2020-01-01,99.00,${email}\n`;
    const off = await importCsv(`order_number,date,total,email\nAV-${id}-9,${today},10.00,${email}\n`, '?creditMembers=false');
    expect(off.json()).toMatchObject({ imported: true, ordersCredited: 0 });

    const result = await importCsv(csv);
    expect(result.json()).toMatchObject({ imported: true, newOrders: 3, ordersCredited: 1 });
    expect(await ledgerCheck(t.deps.dataSource, member.loyaltyCode)).toMatchObject({ pointsBalance: 61, entries: 1 });
    expect((await importCsv(csv)).json()).toMatchObject({ ordersCredited: 0 });
    const reclaim = await send(t.app, {
      method: 'POST',
      url: '/api/loyalty/purchase',
      payload: { loyaltyCode: member.loyaltyCode, avonOrderNumber: `AV-${id}-1`, avonOrderTotal: 6_100 },
    });
    expect(reclaim.statusCode).toBe(409);
    expect(await ledgerCheck(t.deps.dataSource, member.loyaltyCode)).toMatchObject({ pointsBalance: 61, entries: 1 });
  });

  it('a file with bad rows imports nothing and reports each row', async () => {
    const code = await newMember(t.deps.dataSource);
    const id = unique();
    await claim(code, `AV-${id}-1`, 1_000);
    const before = await storeOrderCount();
    const csv = [
      'order_number,date,total,email',
      `AV-${id}-1,2026-11-02,10.00,`,
      `AV-${id}-2,2026-02-30,12.00,`,
      `AV-${id}-3,2026-11-02,twelve,`,
      `AV;${id},2026-11-02,12.00,`,
      `AV-${id}-4,2026-11-02,12.00,not-an-email`,
      `AV-${id}-5,2026-11-02`,
      `AV-${id}-1,2026-11-02,11.00,`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.message).toMatch(/^Nothing was imported: 6 rows have errors/);
    expect(body.report.errors.map((error: { row: number; column: string | null }) => [error.row, error.column])).toEqual([
      [3, 'date'],
      [4, 'total'],
      [5, 'order_number'],
      [6, 'email'],
      [7, null],
      [8, 'order_number'],
    ]);
    expect(await storeOrderCount()).toBe(before);
    expect(await claimStatus(`AV-${id}-1`)).toMatchObject({ status: 'pending' });
  });

  it('counts rows to fix, not faults, and names a bad total in dollars', async () => {
    const id = unique();
    const before = await storeOrderCount();
    const csv = ['order_number,date,total,email', `AV-${id}-1,2026-02-30,twelve,`, `AV-${id}-2,11/31/2026,12.00,not-an-email`].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.report).toMatchObject({ errorCount: 4, errorRows: 2 });
    expect(body.error.message).toBe('Nothing was imported: 2 rows have errors (row 2: Enter the date as YYYY-MM-DD or MM/DD/YYYY)');
    expect(body.report.errors).toContainEqual({ row: 2, column: 'total', message: 'The total must be an amount in dollars, like 24.50' });
    expect(await storeOrderCount()).toBe(before);
  });

  it.each([
    ['no header columns it needs', 'number,when,amount\n1,2,3\n', /no order_number column/],
    ['an empty file', '', /empty/],
    ['broken quoting', 'order_number,date,total\n"AV-1,2026-11-02,10.00\n', /not valid CSV/],
  ])('refuses %s with a report', async (_label, csv, message) => {
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().report.errors[0].message).toMatch(message);
  });

  it('refuses an order imported before with other details, and a body that is not CSV', async () => {
    const id = unique();
    expect((await importCsv(`order_number,date,total\nAV-${id}-1,2026-11-02,10.00\n`)).statusCode).toBe(200);
    const changed = await importCsv(`order_number,date,total\nAV-${id}-1,2026-11-02,12.00\n`);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().report.errors[0].message).toMatch(/imported before as \$10\.00/);
    const cookie = await repCookie(t.app);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/loyalty/store-orders.csv', headers: { cookie }, payload: { orders: [] } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over the size limit with 413 and imports nothing', async () => {
    const before = await storeOrderCount();
    const row = `AV-${unique()},2026-11-02,10.00,someone-with-a-long-address@example.com\n`;
    const huge = `order_number,date,total,email\n${row.repeat(Math.ceil((10.5 * 1024 * 1024) / row.length))}`;
    const response = await importCsv(huge);
    expect(response.statusCode).toBe(413);
    expect(await storeOrderCount()).toBe(before);
  });

  it('reads the example file in fixtures/', async () => {
    const csv = await readFile(path.join(projectRoot, 'fixtures/store-orders.csv'), 'utf8');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: true, rows: 3, errorCount: 0 });
    expect(await membersOutOfBalance(t.deps.dataSource)).toEqual([]);
  });
});

async function linesOf(orderNumber: string) {
  return t.deps.dataSource.query<Array<{ position: number; productSlug: string | null; productText: string; quantity: number; lineTotalCents: number }>>(
    `SELECT l.position, p.slug AS "productSlug", l."productText", l.quantity, l."lineTotalCents"
       FROM store_order_line l JOIN store_order o ON o.id = l."orderId" LEFT JOIN product p ON p.id = l."productId"
      WHERE o."orderNumber" = $1 ORDER BY l.position`,
    [orderNumber],
  );
}

describe('store-order CSV with one row per order line', () => {
  it('reads the example file: lines by SKU or exact name, order fields left empty after the first row, an unknown product kept and flagged', async () => {
    const csv = await readFile(path.join(projectRoot, 'fixtures/store-order-lines.csv'), 'utf8');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ imported: true, rows: 4, newOrders: 2, newLines: 4, unknownProductLines: 1, errorCount: 0 });
    expect(await linesOf('AV-2026-200001')).toEqual([
      { position: 1, productSlug: 'gentle-cream-cleanser', productText: 'BM-1001', quantity: 1, lineTotalCents: 2_400 },
      { position: 2, productSlug: 'clarifying-gel-cleanser', productText: 'Clarifying Gel Cleanser', quantity: 2, lineTotalCents: 3_000 },
      { position: 3, productSlug: null, productText: 'Holiday Gift Wrap', quantity: 1, lineTotalCents: 3_050 },
    ]);
    expect((await importCsv(csv)).json()).toMatchObject({ imported: true, newOrders: 0, unchangedOrders: 2, newLines: 0 });
    expect(await linesOf('AV-2026-200001')).toHaveLength(3);
  });

  it("reads a storefront's own column names, prices a line by unit price times quantity, and adds lines to an order imported without them", async () => {
    const id = unique();
    expect((await importCsv(`order_number,date,total\nAV-${id}-1,2026-11-10,36.00\n`)).json()).toMatchObject({ newOrders: 1, newLines: 0 });
    const shopify = [
      'Order ID,Created at,Total,Email,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku',
      `AV-${id}-1,2026-11-10,36.00,,3,Clarifying Gel Cleanser,12.00,`,
      `AV-${id}-2,2026-11-11,10.00,,1,,10.00,BM-1002`,
    ].join('\n');
    const response = await importCsv(shopify);
    expect(response.json()).toMatchObject({ imported: true, newOrders: 1, unchangedOrders: 1, newLines: 2, unknownProductLines: 0 });
    expect(await linesOf(`AV-${id}-1`)).toEqual([{ position: 1, productSlug: 'clarifying-gel-cleanser', productText: 'Clarifying Gel Cleanser', quantity: 3, lineTotalCents: 3_600 }]);
  });

  it('refuses rows of one order that disagree, and lines without an amount, importing nothing', async () => {
    const id = unique();
    const before = await storeOrderCount();
    const csv = [
      'order_number,date,total,sku,quantity,line_total',
      `AV-${id}-1,2026-11-10,20.00,BM-1001,1,10.00`,
      `AV-${id}-1,2026-11-10,25.00,BM-1002,1,10.00`,
      `AV-${id}-2,2026-11-10,20.00,BM-1002,0,10.00`,
      `AV-${id}-3,2026-11-10,20.00,BM-1002,1,`,
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().report.errors).toEqual([
      { row: 3, column: 'order_number', message: `Order AV-${id}-1 appears earlier in the file with other details` },
      { row: 4, column: 'quantity', message: 'The quantity must be a whole number from 1 to 10,000' },
      { row: 5, column: 'line_total', message: 'A line needs its line_total or its unit_price' },
    ]);
    expect(await storeOrderCount()).toBe(before);
  });
});
