import type { FastifyRequest } from 'fastify';
import {
  addToCartInputSchema,
  CART_SESSION_HEADER,
  cartItemRefInputSchema,
  cartSessionIdSchema,
  cartSessionInputSchema,
  updateCartItemInputSchema,
  updateQuantityBodySchema,
} from '../../../shared/cart.js';
import { AppError } from '../../errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.js';

/** Item changes name their cart in the X-Cart-Session header; the SPEC bodies stay as they are. */
function cartSessionFrom(request: FastifyRequest): string {
  const header = request.headers[CART_SESSION_HEADER];
  const result = cartSessionIdSchema.safeParse(header);
  if (result.success) return result.data;
  const reason = header === undefined ? 'send the cart session id of the cart to change' : (result.error.issues[0]?.message ?? 'is not valid');
  throw new AppError('BAD_REQUEST', `X-Cart-Session header: ${reason}.`, 'X-Cart-Session');
}

type ItemRoute = { Params: { cartItemId: string } };

/** SPEC §7 cart paths. Every answer is the cart after the call: `{cart}`. */
export const cartRest: RestPlugin = (app, { dataSource, storeSettings }) => {

  app.get<{ Params: { sessionId: string } }>('/api/cart/:sessionId', async (request) => {
    const input = parseInput(cartSessionInputSchema, { sessionId: request.params.sessionId });
    return { cart: await getCart(dataSource, await storeSettings.storeUrl(), input.sessionId) };
  });

  app.post('/api/cart/add', async (request) => {
    return { cart: await addToCart(dataSource, await storeSettings.storeUrl(), parseInput(addToCartInputSchema, request.body), request.ip) };
  });

  app.put<ItemRoute>('/api/cart/:cartItemId', async (request) => {
    const body = parseInput(updateQuantityBodySchema, request.body);
    const input = parseInput(updateCartItemInputSchema, { ...body, sessionId: cartSessionFrom(request), cartItemId: request.params.cartItemId });
    return { cart: await updateCartItem(dataSource, await storeSettings.storeUrl(), input) };
  });

  app.delete<ItemRoute>('/api/cart/:cartItemId', async (request) => {
    const input = parseInput(cartItemRefInputSchema, { sessionId: cartSessionFrom(request), cartItemId: request.params.cartItemId });
    return { cart: await removeCartItem(dataSource, await storeSettings.storeUrl(), input) };
  });

  app.delete<{ Params: { sessionId: string } }>('/api/cart/clear/:sessionId', async (request) => {
    const input = parseInput(cartSessionInputSchema, { sessionId: request.params.sessionId });
    return { cart: await clearCart(dataSource, await storeSettings.storeUrl(), input.sessionId) };
  });
};
