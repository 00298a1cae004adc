import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDayAndTime } from '../../core/daily-schedule.js';
import { ledgerCheck } from '../../../../test/support/loyalty-test-helpers.js';
import { importTestCsv, newPushSecret, pushTestOrder } from '../../../../test/support/store-order-test-helpers.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { joinLoyalty } from '../loyalty/api.js';

const t = useTestApp();
const unique = () => randomBytes(4).toString('hex').toUpperCase();

/** The calendar day `days` after `day` (YYYY-MM-DD). */
function daysAfter(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

// Today as the shop counts days: the server's time zone, like the digest and the daily backup.
const today = localDayAndTime(new Date()).day;
const tomorrow = daysAfter(today, 1);
const dayAfterTomorrow = daysAfter(today, 2);

const accepted = [
  ['the first day of 2000', '2000-01-01'],
  ['today', today],
  ['tomorrow', tomorrow],
] as const;
const refused = [
  ['year 1', '0001-01-01'],
  ['year 26', '0026-11-30'],
  ['year 9999', '9999-12-31'],
  ['the last day of 1999', '1999-12-31'],
  ['the day after tomorrow', dayAfterTomorrow],
] as const;
const malformed = ['2026-13-01', '2026-02-30', '26-11-30', '11/30/26', 'tomorrow', '20261130'];

/** A confirmed member who joined yesterday, so an order of today or tomorrow is hers to be credited. */
async function member() {
  const email = `dated-${unique().toLowerCase()}@example.com`;
  const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Dora' }, { confirmed: true }));
  await t.deps.dataSource.query(`UPDATE loyalty_member SET "createdAt" = "createdAt" - interval '1 day', "confirmedAt" = "confirmedAt" - interval '1 day' WHERE email = $1`, [email]);
  return { email, code: member.loyaltyCode };
}

async function storedDate(orderNumber: string): Promise<string | undefined> {
  const [row] = await t.deps.dataSource.query(`SELECT "orderedOn"::text AS "orderedOn" FROM store_order WHERE "orderNumber" = $1`, [orderNumber]);
  return row?.orderedOn;
}

async function orderCount(): Promise<number> {
  const [row] = await t.deps.dataSource.query(`SELECT count(*)::int AS count FROM store_order`);
  return row.count;
}

describe('order dates as people write them: from 2000-01-01 to tomorrow in the shop\'s time zone', () => {
  let secret: string;
  beforeAll(async () => {
    secret = await newPushSecret(t);
  });
  const order = (orderNumber: string, orderedOn: string, email: string | null) => ({ orderNumber, orderedOn, email, totalCents: 4_200, lines: [] });

  describe('POST /api/store/orders', () => {
    it.each(accepted)('stores an order dated %s exactly as written', async (_name, day) => {
      const buyer = await member();
      const number = `DATE-${unique()}`;
      const response = await pushTestOrder(t, secret, order(number, day, buyer.email));
      expect(response.statusCode, response.body).toBe(201);
      expect(await storedDate(number)).toBe(day);
    });

    it('credits an order of today or tomorrow to the member who joined before it', async () => {
      const buyer = await member();
      expect((await pushTestOrder(t, secret, order(`DATE-${unique()}`, today, buyer.email))).statusCode).toBe(201);
      expect((await pushTestOrder(t, secret, order(`DATE-${unique()}`, tomorrow, buyer.email))).statusCode).toBe(201);
      expect(await ledgerCheck(t.deps.dataSource, buyer.code)).toMatchObject({ pointsBalance: 84, entries: 2 });
    });

    it.each(refused)('refuses an order dated %s with 400 naming orderedOn, storing nothing and earning no points', async (_name, day) => {
      const buyer = await member();
      const before = await orderCount();
      const number = `DATE-${unique()}`;
      const response = await pushTestOrder(t, secret, order(number, day, buyer.email));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ field: 'orderedOn', message: `orderedOn: orderedOn must be a day from 2000-01-01 to ${tomorrow} (tomorrow in the shop's time zone)` });
      expect(await storedDate(number)).toBeUndefined();
      expect(await orderCount()).toBe(before);
      expect(await ledgerCheck(t.deps.dataSource, buyer.code)).toMatchObject({ pointsBalance: 0, entries: 0 });
    });

    it('refuses a timestamp whose day is out of range, and a malformed date, naming orderedOn', async () => {
      const before = await orderCount();
      for (const day of ['0026-11-30T10:00:00Z', '9999-12-31T23:00:00-05:00', ...malformed]) {
        const response = await pushTestOrder(t, secret, order(`DATE-${unique()}`, day, null));
        expect(response.statusCode, `${day}: ${response.body}`).toBe(400);
        expect(response.json().error.field, day).toBe('orderedOn');
      }
      expect(await orderCount()).toBe(before);
    });
  });

  describe('the CSV import', () => {
    const header = 'order_number,date,total,email';

    it('stores orders dated from 2000-01-01 to tomorrow exactly as written, in either format', async () => {
      const id = unique();
      const [year, month, date] = tomorrow.split('-');
      const csv = [header, `AV-${id}-1,2000-01-01,10.00,`, `AV-${id}-2,${today},10.00,`, `AV-${id}-3,${tomorrow},10.00,`, `AV-${id}-4,${month}/${date}/${year},10.00,`, `AV-${id}-5,01/01/2000,10.00,`].join('\n');
      const response = await importTestCsv(t, csv);
      expect(response.statusCode, response.body).toBe(200);
      expect(await Promise.all([1, 2, 3, 4, 5].map((n) => storedDate(`AV-${id}-${n}`)))).toEqual(['2000-01-01', today, tomorrow, tomorrow, '2000-01-01']);
    });

    it('refuses the whole file when a row is dated out of range or malformed, naming each row and the date column, and credits nothing', async () => {
      const buyer = await member();
      const id = unique();
      const before = await orderCount();
      const bad = [...refused.map(([, day]) => day), '01/01/0001', '11/30/0026', '12/31/9999', ...malformed];
      const csv = [header, `AV-${id}-0,${today},10.00,${buyer.email}`, ...bad.map((day, index) => `AV-${id}-${index + 1},${day},10.00,${buyer.email}`)].join('\n');
      const response = await importTestCsv(t, csv);
      expect(response.statusCode, response.body).toBe(400);
      const { report } = response.json();
      expect(report).toMatchObject({ imported: false, newOrders: 0, ordersCredited: 0, errorRows: bad.length });
      expect(report.errors.map((error: { row: number; column: string }) => [error.row, error.column])).toEqual(bad.map((_day, index) => [index + 3, 'date']));
      const range = `The date must be a day from 2000-01-01 to ${tomorrow} (tomorrow in the shop's time zone)`;
      expect(report.errors.slice(0, refused.length + 3).map((error: { message: string }) => error.message)).toEqual(Array(refused.length + 3).fill(range));
      expect(report.errors.slice(refused.length + 3).map((error: { message: string }) => error.message)).toEqual(malformed.map(() => 'Enter the date as YYYY-MM-DD or MM/DD/YYYY'));
      expect(await orderCount()).toBe(before);
      expect(await ledgerCheck(t.deps.dataSource, buyer.code)).toMatchObject({ pointsBalance: 0, entries: 0 });
    });
  });
});
