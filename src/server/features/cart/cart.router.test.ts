import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/support/test-app.js';
import { demoProducts, newCartSessionId } from '../../../../test/support/cart-test-helpers.js';

const t = useTestApp();

describe('cart tRPC procedures', () => {
  it('adds, reads, changes, removes and clears through the same service as REST', async () => {
    const [first, second] = await demoProducts(t);
    const sessionId = newCartSessionId();
    await expect(t.caller.cart.get({ sessionId })).resolves.toEqual({ cart: { sessionId, items: [], itemCount: 0, subtotal: 0, total: 0 } });

    await t.caller.cart.add({ sessionId, productId: first!.id });
    const { cart } = await t.caller.cart.add({ sessionId, productId: second!.id, quantity: 3 });
    expect(cart.itemCount).toBe(4);
    expect(cart.subtotal).toBe(first!.price + second!.price * 3);
    const rest = await t.app.inject({ method: 'GET', url: `/api/cart/${sessionId}` });
    expect(rest.json()).toEqual(await t.caller.cart.get({ sessionId }));

    const [firstLine, secondLine] = cart.items;
    const updated = await t.caller.cart.updateQuantity({ sessionId, cartItemId: firstLine!.id, quantity: 4 });
    expect(updated.cart.items.map((item) => item.quantity)).toEqual([4, 3]);
    const afterZero = await t.caller.cart.updateQuantity({ sessionId, cartItemId: firstLine!.id, quantity: 0 });
    expect(afterZero.cart.items.map((item) => item.id)).toEqual([secondLine!.id]);
    const afterRemove = await t.caller.cart.remove({ sessionId, cartItemId: secondLine!.id });
    expect(afterRemove.cart.items).toEqual([]);

    await t.caller.cart.add({ sessionId, productId: first!.id, quantity: 2 });
    const cleared = await t.caller.cart.clear({ sessionId });
    expect(cleared.cart.itemCount).toBe(0);
  });

  it("treats another cart's item like an unknown one", async () => {
    const [product] = await demoProducts(t);
    const owner = newCartSessionId();
    const { cart } = await t.caller.cart.add({ sessionId: owner, productId: product!.id });
    const stranger = newCartSessionId();
    const itemId = cart.items[0]!.id;
    await expect(t.caller.cart.updateQuantity({ sessionId: stranger, cartItemId: itemId, quantity: 9 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller.cart.remove({ sessionId: stranger, cartItemId: itemId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller.cart.remove({ sessionId: owner, cartItemId: randomUUID() })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.caller.cart.get({ sessionId: owner })).cart).toEqual(cart);
  });

  it('rejects bad input with BAD_REQUEST and a readable message', async () => {
    const [product] = await demoProducts(t);
    const sessionId = newCartSessionId();
    await expect(t.caller.cart.add({ sessionId, productId: product!.id, quantity: 100 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.caller.cart.add({ sessionId: 'cart_1_x', productId: product!.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(t.caller.cart.add({ sessionId, productId: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const viaHttp = await t.app.inject({
      method: 'POST',
      url: '/trpc/cart.add',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionId, productId: product!.id, quantity: -3 }),
    });
    expect(viaHttp.statusCode).toBe(400);
    expect(viaHttp.json().error.message).toBe('quantity: must be at least 1');
    expect((await t.caller.cart.get({ sessionId })).cart.items).toEqual([]);
  });
});
