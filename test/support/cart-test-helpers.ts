import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.js';
import { TEST_STORE_URL } from './test-constants.js';
import { loadCatalogue } from '../../src/server/features/catalog/api.js';
import { CartItemEntity } from '../../src/server/features/cart/cart-item.entity.js';

/** A fresh, well-formed cart session id, as the browser makes them. */
export function newCartSessionId(): string {
  return `cart_${Date.now()}_${randomBytes(16).toString('hex')}`;
}

export async function demoProducts(t: TestContext) {
  return loadCatalogue(t.db.dataSource, TEST_STORE_URL);
}

/** Every stored cart line, to prove a rejected call changed nothing. */
export async function allCartLines(t: TestContext) {
  return t.db.dataSource.getRepository(CartItemEntity).find({ order: { id: 'ASC' } });
}

export async function addedToCartEvents(t: TestContext, sessionId: string): Promise<number> {
  const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM funnel_event WHERE type = 'added_to_cart' AND subject = $1`, [sessionId]);
  return row.n;
}
