import { beforeAll, describe, expect, it } from 'vitest';
import { CARTS_STARTED_PER_HOUR } from '../../../shared/cart.js';
import type { Product } from '../../../shared/catalog.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { addedToCartEvents, allCartLines, demoProducts, newCartSessionId } from '../../../../test/support/cart-test-helpers.js';
import { inOneWindow } from '../../../../test/support/fixed-window.js';

const t = useTestApp();
let serum: Product;
let mask: Product;

beforeAll(async () => {
  const products = await demoProducts(t);
  serum = products.find((product) => product.slug === 'hyaluronic-hydration-serum')!;
  mask = products.find((product) => product.slug === 'purifying-clay-mask')!;
});

const getCart = (sessionId: string) => t.app.inject({ method: 'GET', url: `/api/cart/${sessionId}` });
const add = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/cart/add', payload: payload as object });

describe('GET /api/cart/:sessionId', () => {
  it('answers an empty cart for a session that has added nothing', async () => {
    const sessionId = newCartSessionId();
    const response = await getCart(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cart: { sessionId, items: [], itemCount: 0, subtotal: 0, total: 0 } });
  });

  it('answers 400 naming sessionId for a malformed session id', async () => {
    for (const bad of ['abc', 'cart_123_short', `cart_${Date.now()}_${'x'.repeat(90)}`, 'session_1700000000000_abcdefabcdefabcdefabcdef']) {
      const response = await getCart(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.field).toBe('sessionId');
    }
  });
});

describe('POST /api/cart/add', () => {
  it('adds one unit by default and prices the cart from the catalogue', async () => {
    const sessionId = newCartSessionId();
    const first = await add({ sessionId, productId: serum.id });
    expect(first.statusCode).toBe(200);
    const { cart } = first.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 1, product: { id: serum.id, name: serum.name, price: serum.price } });
    expect(cart.items[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await add({ sessionId, productId: mask.id, quantity: 2 });
    const again = await add({ sessionId, productId: serum.id, quantity: 3 });
    const after = again.json().cart;
    expect(after.items.map((item: { product: Product; quantity: number }) => [item.product.id, item.quantity])).toEqual([
      [serum.id, 4],
      [mask.id, 2],
    ]);
    expect(after.itemCount).toBe(6);
    expect(after.subtotal).toBe(serum.price * 4 + mask.price * 2);
    expect(after.total).toBe(after.subtotal);
    expect((await getCart(sessionId)).json()).toEqual({ cart: after });
    // The funnel counts carts: only the add that started the cart is an event.
    expect(await addedToCartEvents(t, sessionId)).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/clear/${sessionId}` });
    await add({ sessionId, productId: mask.id });
    expect(await addedToCartEvents(t, sessionId)).toBe(2);
  });

  it('merges 20 parallel adds of one product into one line of 20', async () => {
    const sessionId = newCartSessionId();
    const responses = await Promise.all(Array.from({ length: 20 }, () => add({ sessionId, productId: serum.id })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const { cart } = (await getCart(sessionId)).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(20);
    expect(cart.subtotal).toBe(serum.price * 20);
    expect(await addedToCartEvents(t, sessionId)).toBe(1);
  });

  it('records one added_to_cart event when parallel adds of different products start a cart', async () => {
    const sessionId = newCartSessionId();
    const responses = await Promise.all([serum, mask, serum, mask].map((product) => add({ sessionId, productId: product.id })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await getCart(sessionId)).json().cart.itemCount).toBe(4);
    expect(await addedToCartEvents(t, sessionId)).toBe(1);
  });

  it('stops a line at 99, also under parallel adds', async () => {
    const sessionId = newCartSessionId();
    expect((await add({ sessionId, productId: mask.id, quantity: 95 })).statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 10 }, () => add({ sessionId, productId: mask.id })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(4);
    const refused = responses.find((response) => response.statusCode === 400)!;
    expect(refused.json().error).toEqual({ code: 'BAD_REQUEST', message: 'quantity: a cart can hold at most 99 of one product; you already have 99.', field: 'quantity' });
    expect((await getCart(sessionId)).json().cart.items[0].quantity).toBe(99);
  });

  it('answers 404 for a product that does not exist', async () => {
    const sessionId = newCartSessionId();
    const response = await add({ sessionId, productId: 987_654 });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.field).toBe('productId');
    expect((await getCart(sessionId)).json().cart.items).toEqual([]);
  });

  it('answers 400 naming the field for bad bodies, and changes nothing', async () => {
    const sessionId = newCartSessionId();
    await add({ sessionId, productId: serum.id, quantity: 2 });
    const before = await allCartLines(t);
    const cases: [unknown, string][] = [
      [{ productId: serum.id }, 'sessionId'],
      [{ sessionId }, 'productId'],
      [{ sessionId, productId: String(serum.id) }, 'productId'],
      [{ sessionId, productId: serum.id, quantity: '2' }, 'quantity'],
      [{ sessionId, productId: serum.id, quantity: -1 }, 'quantity'],
      [{ sessionId, productId: serum.id, quantity: 0 }, 'quantity'],
      [{ sessionId, productId: serum.id, quantity: 1.5 }, 'quantity'],
      [{ sessionId, productId: serum.id, quantity: 100 }, 'quantity'],
      [{ sessionId, productId: serum.id, quantity: 1e12 }, 'quantity'],
      [{ sessionId, productId: -4 }, 'productId'],
      [{ sessionId, productId: serum.id, price: 1 }, 'price'],
      [{ sessionId: 'cart_1', productId: serum.id }, 'sessionId'],
      [{ sessionId: 42, productId: serum.id }, 'sessionId'],
    ];
    for (const [payload, field] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = response.json();
      expect(error.field).toBe(field);
      expect(error.message).toContain(field);
    }
    expect(await allCartLines(t)).toEqual(before);
    expect(await addedToCartEvents(t, sessionId)).toBe(1);
  });

  it('answers 400 for malformed JSON, a JSON array or null', async () => {
    const before = await allCartLines(t);
    const headers = { 'content-type': 'application/json' };
    const malformed = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload: '{"sessionId": "cart_' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The request body is not valid JSON.');
    for (const payload of ['[]', 'null', '"text"']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/cart/add', headers, payload });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await allCartLines(t)).toEqual(before);
  });
});

describe('starting carts', () => {
  it(`allows ${CARTS_STARTED_PER_HOUR} new carts an hour per client address, then 429 with nothing stored; adds to a started cart go on`, async () => {
    const from = (remoteAddress: string, sessionId: string) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', remoteAddress, payload: { sessionId, productId: serum.id, quantity: 1 } });
    const { started, statuses, refusedSession, refused, address } = await inOneWindow(t.deps.dataSource, 3600, async (round) => {
      const address = `10.77.${round}.1`;
      const started: string[] = [];
      const statuses: number[] = [];
      for (let n = 0; n < CARTS_STARTED_PER_HOUR; n++) {
        const sessionId = newCartSessionId();
        statuses.push((await from(address, sessionId)).statusCode);
        started.push(sessionId);
      }
      const refusedSession = newCartSessionId();
      return { started, statuses, refusedSession, refused: await from(address, refusedSession), address };
    });
    expect(statuses).toEqual(Array(CARTS_STARTED_PER_HOUR).fill(200));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many new carts from your connection\. Please wait \d+ minutes and try again\.$/);
    expect((await getCart(refusedSession)).json().cart.items).toEqual([]);
    expect(await addedToCartEvents(t, refusedSession)).toBe(0);
    // A cart already started keeps working, and another address starts its own.
    expect((await t.app.inject({ method: 'POST', url: '/api/cart/add', remoteAddress: address, payload: { sessionId: started[0], productId: mask.id, quantity: 1 } })).statusCode).toBe(200);
    expect((await from('10.77.200.2', refusedSession)).statusCode).toBe(200);
  });
});
