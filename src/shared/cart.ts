import { text } from './text.js';
import { z } from './zod.js';
import { CART_SESSION_ID_PATTERN } from './cart-session-id.js';
import { productSchema } from './catalog.js';

/** Most units of one product a single cart line may hold. */
export const MAX_CART_LINE_QUANTITY = 99;
/** New carts (a first product in an empty cart) one client address may start per hour. */
export const CARTS_STARTED_PER_HOUR = 60;
/** Header that carries the cart session id on item changes over REST. */
export const CART_SESSION_HEADER = 'x-cart-session';

export { CART_SESSION_ID_PATTERN };

/** "is required" when missing, otherwise what the value must be. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message);
const objectBody = { error: 'The request body must be a JSON object.' };

export const cartSessionIdSchema = text('The cart session id', { error: requiredOr('must be a cart session id string') })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(CART_SESSION_ID_PATTERN, { error: "must look like 'cart_<timestamp>_<random>'" });

export const cartItemIdSchema = z.uuid({ error: 'must be a cart item id (UUID)' });

const productIdSchema = z
  .number({ error: requiredOr('must be a number') })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be a positive product id' })
  .max(2_147_483_647, { error: 'is not a known product id' });

const lineQuantity = (min: number) =>
  z
    .number({ error: requiredOr('must be a number') })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(MAX_CART_LINE_QUANTITY, { error: `must be at most ${MAX_CART_LINE_QUANTITY} per product` });

export const cartSessionInputSchema = z.object({ sessionId: cartSessionIdSchema }).strict();

export const addToCartInputSchema = z
  .object(
    {
      sessionId: cartSessionIdSchema,
      productId: productIdSchema,
      quantity: lineQuantity(1).default(1),
      /** The visitor's full-quiz session, when they took it: the dashboard's funnel follows them to the cart. */
      quizSessionId: text('The quiz session id')
        .max(80)
        .regex(/^session_\d{10,16}_[a-z0-9]{8,40}$/, 'quizSessionId must look like session_<timestamp>_<random>')
        .optional(),
    },
    objectBody,
  )
  .strict();
export type AddToCartInput = z.output<typeof addToCartInputSchema>;

/** Body of PUT /api/cart/:cartItemId. 0 removes the line. */
export const updateQuantityBodySchema = z.object({ quantity: lineQuantity(0) }, objectBody).strict();

export const updateCartItemInputSchema = updateQuantityBodySchema
  .extend({ sessionId: cartSessionIdSchema, cartItemId: cartItemIdSchema })
  .strict();
export type UpdateCartItemInput = z.output<typeof updateCartItemInputSchema>;

export const cartItemRefInputSchema = z.object({ sessionId: cartSessionIdSchema, cartItemId: cartItemIdSchema }).strict();
export type CartItemRefInput = z.output<typeof cartItemRefInputSchema>;

export const cartItemSchema = z.object({ id: text(), product: productSchema, quantity: z.number().int() }).strict();

/** The cart as every API returns it; money in cents, priced from the catalogue. */
export const cartSchema = z
  .object({
    sessionId: text(),
    items: z.array(cartItemSchema),
    itemCount: z.number().int(),
    subtotal: z.number().int(),
    total: z.number().int(),
  })
  .strict();
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({ cart: cartSchema }).strict();
