import { listProductsInputSchema, productsResponseSchema } from '../../../shared/catalog.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { listProducts } from './catalog.service.js';

export const catalogRouter = router({
  list: publicProcedure
    .input(listProductsInputSchema)
    .output(productsResponseSchema)
    .query(async ({ ctx, input }) => ({ products: await listProducts(ctx.deps.dataSource, ctx.deps.env.STORE_URL, input) })),
});
