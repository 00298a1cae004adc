import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { useLoggedTestApp } from '../../../../test/resilience/captured-log-app.js';
import { ledgerCheck } from '../../../../test/support/loyalty-test-helpers.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { joinLoyalty } from '../loyalty/api.js';

const t = useLoggedTestApp();
const unique = () => randomBytes(3).toString('hex').toUpperCase();
const today = () => new Date().toISOString().slice(0, 10);

async function asRep(method: 'GET' | 'POST', url: string) {
  return t.logged.inject({ method, url, headers: { cookie: await repCookie(t.logged) } });
}

async function newSecret(): Promise<string> {
  const response = await asRep('POST', '/api/admin/store-orders/webhook-secret');
  expect(response.statusCode, response.body).toBe(201);
  return response.json().secret;
}

interface PushOptions {
  secret: string;
  body: unknown;
  id?: string;
  at?: Date;
  signature?: string;
}

/** A push as a storefront sends it: the body signed over "id.timestamp.body". */
function push({ secret, body, id = `msg_${randomUUID()}`, at = new Date(), signature }: PushOptions) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return t.logged.inject({
    method: 'POST',
    url: '/api/store/orders',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature ?? new Webhook(secret).sign(id, at, payload),
    },
    payload,
  });
}

const order = (orderNumber: string, extra: Record<string, unknown> = {}) => ({
  orderNumber,
  orderedOn: today(),
  email: null,
  totalCents: 8_450,
  lines: [
    { sku: 'BM-1001', quantity: 1, lineTotalCents: 2_400 },
    { slug: 'clarifying-gel-cleanser', quantity: 2, lineTotalCents: 3_000 },
    { name: 'Something the catalogue never had', quantity: 1, lineTotalCents: 3_050 },
  ],
  ...extra,
});

async function storedOrder(orderNumber: string) {
  const [row] = await t.deps.dataSource.query(`SELECT id, "totalCents", "receivedVia" FROM store_order WHERE "orderNumber" = $1`, [orderNumber]);
  if (!row) return null;
  const lines = await t.deps.dataSource.query(`SELECT position, "productId", "productText", quantity, "lineTotalCents" FROM store_order_line WHERE "orderId" = $1 ORDER BY position`, [row.id]);
  return { ...row, lines };
}

async function orderCount(): Promise<number> {
  const [row] = await t.deps.dataSource.query(`SELECT count(*)::int AS count FROM store_order`);
  return row.count;
}

describe('POST /api/store/orders, signed by the Standard Webhooks scheme', () => {
  it('refuses every push until the representative makes a secret, which she sees once', async () => {
    const before = await push({ secret: `whsec_${randomBytes(32).toString('base64')}`, body: order(`PUSH-${unique()}`) });
    expect(before.statusCode).toBe(401);
    expect(before.json().error.message).toMatch(/make a webhook secret in the back-office/);
    expect((await asRep('GET', '/api/admin/store-orders/webhook-secret')).json()).toMatchObject({ configured: false });

    const secret = await newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const status = await asRep('GET', '/api/admin/store-orders/webhook-secret');
    expect(status.json()).toMatchObject({ configured: true });
    expect(status.body).not.toContain(secret.slice(6, 20));
    expect((await t.logged.inject({ method: 'POST', url: '/api/admin/store-orders/webhook-secret' })).statusCode).toBe(401);
  });

  it('records an order with its lines, naming products by SKU, slug or name, and keeps the unknown one flagged', async () => {
    const secret = await newSecret();
    const number = `PUSH-${unique()}`;
    const response = await push({ secret, body: order(number) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ orderNumber: number, recorded: 'new', lines: 3, unknownProductLines: 1 });
    const stored = await storedOrder(number);
    expect(stored).toMatchObject({ totalCents: 8_450, receivedVia: 'push' });
    const [cleanser] = await t.deps.dataSource.query(`SELECT id FROM product WHERE slug = 'clarifying-gel-cleanser'`);
    const [first] = await t.deps.dataSource.query(`SELECT id, name FROM product WHERE sku = 'BM-1001'`);
    expect(stored?.lines).toEqual([
      { position: 1, productId: first.id, productText: 'BM-1001', quantity: 1, lineTotalCents: 2_400 },
      { position: 2, productId: cleanser.id, productText: 'clarifying-gel-cleanser', quantity: 2, lineTotalCents: 3_000 },
      { position: 3, productId: null, productText: 'Something the catalogue never had', quantity: 1, lineTotalCents: 3_050 },
    ]);
  });

  it('answers 401 to a wrong signature or a stale timestamp, 400 to malformed JSON and 413 to an oversized body, recording nothing and logging no body', async () => {
    const secret = await newSecret();
    const before = await orderCount();
    const number = `PUSH-${unique()}`;
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const forged = await push({ secret, body: order(number), signature: new Webhook(other).sign('msg_x', new Date(), JSON.stringify(order(number))) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toMatch(/does not match/);
    const stale = await push({ secret, body: order(number), at: new Date(Date.now() - 6 * 60_000) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toMatch(/within 5 minutes/);
    const early = await push({ secret, body: order(number), at: new Date(Date.now() + 6 * 60_000) });
    expect(early.statusCode).toBe(401);
    const unsigned = await t.logged.inject({ method: 'POST', url: '/api/store/orders', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(order(number)) });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.message).toMatch(/needs the webhook-id/);
    const malformed = await push({ secret, body: `{"orderNumber": "${number}", ` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The body is not valid JSON');
    const invalid = await push({ secret, body: order(number, { totalCents: -5 }) });
    expect(invalid.statusCode).toBe(400);
    const noProduct = await push({ secret, body: order(number, { lines: [{ quantity: 1, lineTotalCents: 100 }] }) });
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.message).toMatch(/sku, slug or name/);
    const longId = await push({ secret, body: order(number), id: `msg_${'x'.repeat(250)}` });
    expect(longId.statusCode).toBe(400);
    expect(longId.json().error.message).toBe('The webhook-id is at most 200 characters');
    const huge = await push({ secret, body: order(number, { note: 'x'.repeat(200 * 1024) }) });
    expect(huge.statusCode).toBe(413);

    expect(await orderCount()).toBe(before);
    const refusals = t.logs.lines.filter((line) => line.includes('store order push refused'));
    expect(refusals.length).toBeGreaterThanOrEqual(8);
    expect(refusals.some((line) => line.includes(number) || line.includes('catalogue never had'))).toBe(false);
  });

  it('a delivery sent again and 50 parallel pushes of one order record it once; other details for its number are a 409', async () => {
    const secret = await newSecret();
    const number = `PUSH-${unique()}`;
    const id = `msg_${randomUUID()}`;
    const first = await push({ secret, body: order(number), id });
    expect(first.statusCode).toBe(201);
    const replay = await push({ secret, body: order(number), id });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ orderNumber: number, recorded: 'already', lines: 3, unknownProductLines: 1 });

    const raced = `PUSH-${unique()}`;
    const salesTotals = () =>
      t.deps.dataSource
        .query(`SELECT (SELECT sum(orders)::int FROM sales_daily) AS orders, (SELECT sum(units)::int FROM sales_product_daily) AS units`)
        .then((rows) => rows[0] as { orders: number; units: number });
    const salesBefore = await salesTotals();
    const answers = await Promise.all(Array.from({ length: 50 }, () => push({ secret, body: order(raced) })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    expect((await storedOrder(raced))?.lines).toHaveLength(3);
    const [{ count }] = await t.deps.dataSource.query(`SELECT count(*)::int AS count FROM store_order WHERE "orderNumber" = $1`, [raced]);
    expect(count).toBe(1);
    // The daily sales figures count it once too: only the push that recorded it added to them.
    const [{ knownUnits }] = await t.deps.dataSource.query(
      `SELECT sum(l.quantity)::int AS "knownUnits" FROM store_order_line l JOIN store_order o ON o.id = l."orderId" WHERE o."orderNumber" = $1 AND l."productId" IS NOT NULL`,
      [raced],
    );
    expect(await salesTotals()).toEqual({ orders: salesBefore.orders + 1, units: salesBefore.units + knownUnits });

    const changed = await push({ secret, body: order(number, { totalCents: 9_999 }) });
    expect(changed.statusCode).toBe(409);
    expect((await storedOrder(number))?.totalCents).toBe(8_450);
  });

  it('pushes arriving together are answered each on its own: a conflicting one is a 409 and the others are recorded', async () => {
    const secret = await newSecret();
    const stored = `PUSH-${unique()}`;
    expect((await push({ secret, body: order(stored) })).statusCode).toBe(201);
    const fresh = Array.from({ length: 30 }, () => `PUSH-${unique()}`);
    const twice = `PUSH-${unique()}`;
    const before = await orderCount();
    const answers = await Promise.all([
      ...fresh.map((number) => push({ secret, body: order(number) })),
      push({ secret, body: order(stored, { totalCents: 9_999 }) }),
      // Right behind the conflicting one, a retry of the stored order itself: recorded before.
      push({ secret, body: order(stored) }),
      push({ secret, body: order(twice) }),
      push({ secret, body: order(twice, { orderedOn: '2020-01-01' }) }),
    ]);
    const [conflicting, retried, first, second] = answers.slice(fresh.length);
    expect(answers.slice(0, fresh.length).map((answer) => answer.statusCode)).toEqual(fresh.map(() => 201));
    expect(conflicting?.statusCode).toBe(409);
    expect(conflicting?.json().error.message).toBe(`Order ${stored} was recorded before as $84.50 on ${today()}; nothing was changed`);
    expect(retried?.statusCode).toBe(200);
    expect(retried?.json()).toMatchObject({ orderNumber: stored, recorded: 'already', lines: 3 });
    // Of two pushes of one new number with other details, exactly one records it.
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(before + fresh.length + 1);
    expect((await storedOrder(stored))?.totalCents).toBe(8_450);
    // A refused push left no delivery behind: sent again, it is refused again rather than taken as seen.
    const refusedId = `msg_${randomUUID()}`;
    expect((await push({ secret, body: order(stored, { totalCents: 1_234 }), id: refusedId })).statusCode).toBe(409);
    expect((await push({ secret, body: order(stored, { totalCents: 1_234 }), id: refusedId })).statusCode).toBe(409);
  });

  it('a push the database refuses fails alone: the pushes grouped with it are still recorded', async () => {
    const secret = await newSecret();
    // A stand-in for any data the database refuses: a trigger that rejects one order number.
    await t.deps.dataSource.query(
      `CREATE FUNCTION test_refuse_poisoned_order() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW."orderNumber" LIKE 'POISON-%' THEN RAISE EXCEPTION 'poisoned order'; END IF; RETURN NEW; END $$`,
    );
    await t.deps.dataSource.query(`CREATE TRIGGER test_refuse_poisoned_order BEFORE INSERT ON store_order FOR EACH ROW EXECUTE FUNCTION test_refuse_poisoned_order()`);
    try {
      const fresh = Array.from({ length: 12 }, () => `PUSH-${unique()}`);
      const before = await orderCount();
      // Sent last, so it waits with others and goes in a group with them.
      const answers = await Promise.all([...fresh.map((number) => push({ secret, body: order(number) })), push({ secret, body: order(`POISON-${unique()}`) })]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([...fresh.map(() => 201), 500]);
      expect(await orderCount()).toBe(before + fresh.length);
    } finally {
      await t.deps.dataSource.query(`DROP TRIGGER test_refuse_poisoned_order ON store_order`);
      await t.deps.dataSource.query(`DROP FUNCTION test_refuse_poisoned_order()`);
    }
  });

  it('credits a confirmed member, as the import does, once', async () => {
    const secret = await newSecret();
    const email = `pushed-${unique().toLowerCase()}@example.com`;
    const { member } = await t.deps.dataSource.transaction((manager) => joinLoyalty(manager, { email, firstName: 'Pushed' }, { confirmed: true }));
    const body = order(`PUSH-${unique()}`, { email: email.toUpperCase(), totalCents: 4_200, lines: [] });
    expect((await push({ secret, body })).statusCode).toBe(201);
    expect((await push({ secret, body })).statusCode).toBe(200);
    expect(await ledgerCheck(t.deps.dataSource, member.loyaltyCode)).toMatchObject({ pointsBalance: 42, entries: 1 });
  });

  it('after a rotation the previous secret still verifies, and a rotation is in the change history', async () => {
    const old = await newSecret();
    const fresh = await newSecret();
    expect(fresh).not.toBe(old);
    expect((await push({ secret: old, body: order(`PUSH-${unique()}`) })).statusCode).toBe(201);
    expect((await push({ secret: fresh, body: order(`PUSH-${unique()}`) })).statusCode).toBe(201);
    await t.deps.dataSource.query(`UPDATE store_order_webhook SET "previousUntil" = now() - interval '1 second'`);
    expect((await push({ secret: old, body: order(`PUSH-${unique()}`) })).statusCode).toBe(401);
    const [entry] = await t.deps.dataSource.query(`SELECT action FROM audit_entry WHERE area = 'store-orders' ORDER BY id DESC LIMIT 1`);
    expect(entry.action).toBe('rotate secret');
  });
});
