import type { DataSource, EntityManager } from 'typeorm';
import { type AddToCartInput, type Cart, type CartItemRefInput, CARTS_STARTED_PER_HOUR, MAX_CART_LINE_QUANTITY, type UpdateCartItemInput } from '../../../shared/cart.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit } from '../../http/rate-limit.js';
import { recordFunnelEvent } from '../analytics/api.js';
import { ProductEntity, toProduct } from '../catalog/api.js';
import { CartItemEntity } from './cart-item.entity.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/** First key of the per-cart advisory lock taken while adding. */
const CART_LOCK_SPACE = 727_003;

/** One answer for an unknown item and for another cart's item, so ids reveal nothing. */
function itemNotFound(): AppError {
  return new AppError('NOT_FOUND', 'cartItemId: there is no such item in your cart.', 'cartItemId');
}

/** The cart of one session, priced from the catalogue at the time of reading. */
export async function getCart(db: DataSource | EntityManager, storeUrl: string, sessionId: string): Promise<Cart> {
  const rows = await db.getRepository(CartItemEntity).find({
    where: { cartSessionId: sessionId },
    relations: { product: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const items = rows.map((row) => ({ id: row.id, product: toProduct(row.product, storeUrl), quantity: row.quantity }));
  const subtotal = items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  // Shipping and tax are settled on the representative's storefront, so the total is the subtotal.
  return { sessionId, items, itemCount, subtotal, total: subtotal };
}

/**
 * Adds units of a product; a product already in the cart grows its line. One statement merges
 * concurrent adds (unique session+product) and refuses a line above the maximum. Starting a cart
 * counts against the client address (`clientAddress`), so anonymous requests cannot inflate the
 * dashboard's Added to Cart step.
 */
export async function addToCart(dataSource: DataSource, storeUrl: string, input: AddToCartInput, clientAddress: string | undefined): Promise<Cart> {
  await dataSource.transaction(async (manager) => {
    // An archived product stays in the carts that hold it, but cannot be added again.
    const product = await manager.getRepository(ProductEntity).findOneBy({ id: input.productId, status: 'active' });
    if (!product) throw new AppError('NOT_FOUND', `productId: there is no product with id ${input.productId}.`, 'productId');

    // Adds to one cart take turns, so "this add started the cart" is decided exactly once.
    await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(${CART_LOCK_SPACE}, hashtext(${input.sessionId}))`);
    const merged = await queryRows(manager, sql<{ inserted: boolean | null }>`INSERT INTO "cart_item" ("id", "cartSessionId", "productId", "quantity")
       VALUES (gen_random_uuid(), ${input.sessionId}, ${input.productId}, ${input.quantity})
       ON CONFLICT ("cartSessionId", "productId") DO UPDATE
         SET "quantity" = "cart_item"."quantity" + EXCLUDED."quantity", "updatedAt" = now()
         WHERE "cart_item"."quantity" + EXCLUDED."quantity" <= ${MAX_CART_LINE_QUANTITY}
       RETURNING (xmax = 0) AS "inserted"`);
    if (merged.length === 0) {
      const line = await manager.getRepository(CartItemEntity).findOneBy({ cartSessionId: input.sessionId, productId: input.productId });
      throw new AppError(
        'BAD_REQUEST',
        `quantity: a cart can hold at most ${MAX_CART_LINE_QUANTITY} of one product; you already have ${line?.quantity ?? 0}.`,
        'quantity',
      );
    }
    // The funnel counts carts, so only the add that gives an empty cart its first line is an event.
    const lines = await manager.getRepository(CartItemEntity).countBy({ cartSessionId: input.sessionId });
    if (merged[0]!.inserted && lines === 1) {
      const limit = await consumeRateLimit(manager, { bucket: 'cart-start', key: clientAddress || 'unknown', limit: CARTS_STARTED_PER_HOUR, windowSeconds: 3600 });
      // Thrown inside the transaction: the refused cart's line is rolled back with it.
      if (!limit.allowed) {
        throw new AppError('TOO_MANY_REQUESTS', `Too many new carts from your connection. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`, undefined, {
          retryAfterSeconds: limit.retryAfterSeconds,
        });
      }
      await recordFunnelEvent(manager, {
        type: 'added_to_cart',
        subject: input.sessionId,
        person: input.quizSessionId ?? null,
        amountCents: product.price * input.quantity,
        details: { productId: product.id, quantity: input.quantity },
      });
    }
  });
  return getCart(dataSource, storeUrl, input.sessionId);
}

/** Sets a line's quantity; 0 removes the line. Only lines of the caller's own cart. */
export async function updateCartItem(dataSource: DataSource, storeUrl: string, input: UpdateCartItemInput): Promise<Cart> {
  if (input.quantity < 1) return removeCartItem(dataSource, storeUrl, input);
  const result = await dataSource
    .getRepository(CartItemEntity)
    .update({ id: input.cartItemId, cartSessionId: input.sessionId }, { quantity: input.quantity });
  if (!result.affected) throw itemNotFound();
  return getCart(dataSource, storeUrl, input.sessionId);
}

export async function removeCartItem(dataSource: DataSource, storeUrl: string, input: CartItemRefInput): Promise<Cart> {
  const result = await dataSource.getRepository(CartItemEntity).delete({ id: input.cartItemId, cartSessionId: input.sessionId });
  if (!result.affected) throw itemNotFound();
  return getCart(dataSource, storeUrl, input.sessionId);
}

/** Empties the cart; clearing an empty cart is not an error. */
export async function clearCart(dataSource: DataSource, storeUrl: string, sessionId: string): Promise<Cart> {
  await dataSource.getRepository(CartItemEntity).delete({ cartSessionId: sessionId });
  return getCart(dataSource, storeUrl, sessionId);
}
