import {
  addToCartInputSchema,
  cartItemRefInputSchema,
  cartResponseSchema,
  cartSessionInputSchema,
  updateCartItemInputSchema,
} from '../../../shared/cart.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.js';

export const cartRouter = router({
  get: publicProcedure
    .input(cartSessionInputSchema)
    .output(cartResponseSchema)
    .query(async ({ ctx, input }) => ({ cart: await getCart(ctx.deps.dataSource, await ctx.deps.storeSettings.storeUrl(), input.sessionId) })),
  add: publicProcedure
    .input(addToCartInputSchema)
    .output(cartResponseSchema)
    .mutation(async ({ ctx, input }) => ({ cart: await addToCart(ctx.deps.dataSource, await ctx.deps.storeSettings.storeUrl(), input, ctx.req.ip) })),
  updateQuantity: publicProcedure
    .input(updateCartItemInputSchema)
    .output(cartResponseSchema)
    .mutation(async ({ ctx, input }) => ({ cart: await updateCartItem(ctx.deps.dataSource, await ctx.deps.storeSettings.storeUrl(), input) })),
  remove: publicProcedure
    .input(cartItemRefInputSchema)
    .output(cartResponseSchema)
    .mutation(async ({ ctx, input }) => ({ cart: await removeCartItem(ctx.deps.dataSource, await ctx.deps.storeSettings.storeUrl(), input) })),
  clear: publicProcedure
    .input(cartSessionInputSchema)
    .output(cartResponseSchema)
    .mutation(async ({ ctx, input }) => ({ cart: await clearCart(ctx.deps.dataSource, await ctx.deps.storeSettings.storeUrl(), input.sessionId) })),
});
