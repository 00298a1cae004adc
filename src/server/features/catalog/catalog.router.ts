import { listProductsInputSchema } from '../../../shared/catalog.js';
import { publicProcedure, router } from '../../trpc/init.js';

export const catalogRouter = router({
  // No .output() check: the list is built once per catalogue version from typed rows.
  list: publicProcedure.input(listProductsInputSchema).query(async ({ ctx, input }) => ({ products: (await ctx.deps.catalog.current()).list(input.category).products })),
});
