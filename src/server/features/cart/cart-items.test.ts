import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../../shared/cart.js';
import type { Product } from '../../../shared/catalog.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { allCartLines, demoProducts, newCartSessionId } from '../../../../test/support/cart-test-helpers.js';

const t = useTestApp();
let products: Product[];

beforeAll(async () => {
  products = await demoProducts(t);
});

const getCart = async (sessionId: string): Promise<Cart> => (await t.app.inject({ method: 'GET', url: `/api/cart/${sessionId}` })).json().cart;

/** A cart holding two lines (quantities 2 and 1). */
async function cartWithTwoLines(): Promise<{ sessionId: string; cart: Cart }> {
  const sessionId = newCartSessionId();
  await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { sessionId, productId: products[0]!.id, quantity: 2 } });
  await t.app.inject({ method: 'POST', url: '/api/cart/add', payload: { sessionId, productId: products[1]!.id } });
  return { sessionId, cart: await getCart(sessionId) };
}

const put = (itemId: string, sessionId: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/${itemId}`, headers: sessionId ? { 'x-cart-session': sessionId } : {}, payload: payload as object });
const remove = (itemId: string, sessionId: string) => t.app.inject({ method: 'DELETE', url: `/api/cart/${itemId}`, headers: { 'x-cart-session': sessionId } });

describe('PUT /api/cart/:cartItemId', () => {
  it('sets the quantity of its own line and reprices the cart', async () => {
    const { sessionId, cart } = await cartWithTwoLines();
    const response = await put(cart.items[0]!.id, sessionId, { quantity: 5 });
    expect(response.statusCode).toBe(200);
    const after: Cart = response.json().cart;
    expect(after.items.map((item) => item.quantity)).toEqual([5, 1]);
    expect(after.itemCount).toBe(6);
    expect(after.subtotal).toBe(products[0]!.price * 5 + products[1]!.price);
    expect(await getCart(sessionId)).toEqual(after);
  });

  it('removes the line when the quantity is 0', async () => {
    const { sessionId, cart } = await cartWithTwoLines();
    const response = await put(cart.items[0]!.id, sessionId, { quantity: 0 });
    expect(response.statusCode).toBe(200);
    expect(response.json().cart.items.map((item: { id: string }) => item.id)).toEqual([cart.items[1]!.id]);
  });

  it("answers the unknown-item 404 for another cart's item and changes nothing", async () => {
    const owner = await cartWithTwoLines();
    const stranger = await cartWithTwoLines();
    const before = await allCartLines(t);
    const foreign = await put(owner.cart.items[0]!.id, stranger.sessionId, { quantity: 7 });
    const unknown = await put(randomUUID(), stranger.sessionId, { quantity: 7 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().error.field).toBe('cartItemId');
    expect(await allCartLines(t)).toEqual(before);
  });

  it('answers 400 naming the field for bad bodies, ids and headers, and changes nothing', async () => {
    const { sessionId, cart } = await cartWithTwoLines();
    const itemId = cart.items[0]!.id;
    const before = await allCartLines(t);
    const cases: [string, string | undefined, unknown, string][] = [
      [itemId, sessionId, {}, 'quantity'],
      [itemId, sessionId, { quantity: 'abc' }, 'quantity'],
      [itemId, sessionId, { quantity: '3' }, 'quantity'],
      [itemId, sessionId, { quantity: -2 }, 'quantity'],
      [itemId, sessionId, { quantity: 100 }, 'quantity'],
      [itemId, sessionId, { quantity: 2.5 }, 'quantity'],
      [itemId, sessionId, { quantity: 2, price: 1 }, 'price'],
      [itemId, sessionId, { quantity: 2, sessionId }, 'sessionId'],
      ['not-a-uuid', sessionId, { quantity: 2 }, 'cartItemId'],
      [itemId, undefined, { quantity: 2 }, 'X-Cart-Session'],
      [itemId, 'cart_nope', { quantity: 2 }, 'X-Cart-Session'],
    ];
    for (const [id, session, payload, field] of cases) {
      const response = await put(id, session, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.field).toBe(field);
      expect(response.json().error.message).toContain(field);
    }
    const malformed = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${itemId}`,
      headers: { 'x-cart-session': sessionId, 'content-type': 'application/json' },
      payload: '{"quantity": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await allCartLines(t)).toEqual(before);
  });
});

describe('DELETE /api/cart/:cartItemId', () => {
  it('removes its own line', async () => {
    const { sessionId, cart } = await cartWithTwoLines();
    const response = await remove(cart.items[1]!.id, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json().cart.items.map((item: { id: string }) => item.id)).toEqual([cart.items[0]!.id]);
    expect((await remove(cart.items[1]!.id, sessionId)).statusCode).toBe(404);
  });

  it("answers the unknown-item 404 for another cart's item and changes nothing", async () => {
    const owner = await cartWithTwoLines();
    const stranger = await cartWithTwoLines();
    const foreign = await remove(owner.cart.items[0]!.id, stranger.sessionId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await remove(randomUUID(), stranger.sessionId)).json());
    expect(await getCart(owner.sessionId)).toEqual(owner.cart);
  });

  it('answers 400 without the X-Cart-Session header', async () => {
    const { sessionId, cart } = await cartWithTwoLines();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart.items[0]!.id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/X-Cart-Session header/);
    expect(await getCart(sessionId)).toEqual(cart);
  });
});

describe('DELETE /api/cart/clear/:sessionId', () => {
  it('empties only that cart, and an empty cart clears fine', async () => {
    const mine = await cartWithTwoLines();
    const other = await cartWithTwoLines();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/cart/clear/${mine.sessionId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cart: { sessionId: mine.sessionId, items: [], itemCount: 0, subtotal: 0, total: 0 } });
    expect(await getCart(other.sessionId)).toEqual(other.cart);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/clear/${mine.sessionId}` })).statusCode).toBe(200);
  });

  it('answers 400 for a malformed session id', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/clear/everything' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('sessionId');
  });
});
