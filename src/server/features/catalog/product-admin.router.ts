import { z } from 'zod';
import {
  adminProductListInputSchema,
  adminProductListOutputSchema,
  adminProductOutputSchema,
  createProductInputSchema,
  updateProductInputSchema,
} from '../../../shared/admin-products.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { createProduct, getAdminProduct, listAdminProducts, updateProduct } from './product-admin.service.js';

const repProcedure = publicProcedure.use(backOffice('catalogue').middleware);

/** The product back-office (back-office only); the same services as /api/admin/products. */
export const productAdminRouter = router({
  list: repProcedure
    .input(adminProductListInputSchema)
    .output(adminProductListOutputSchema)
    .query(({ ctx, input }) => listAdminProducts(ctx.deps.dataSource, input)),
  get: repProcedure
    .input(z.object({ id: z.number().int().min(1).max(2_147_483_647) }).strict())
    .output(adminProductOutputSchema)
    .query(({ ctx, input }) => getAdminProduct(ctx.deps.dataSource, input.id)),
  create: repProcedure
    .input(createProductInputSchema)
    .output(adminProductOutputSchema)
    .mutation(({ ctx, input }) => createProduct(ctx.deps, input)),
  update: repProcedure
    .input(updateProductInputSchema)
    .output(adminProductOutputSchema)
    .mutation(({ ctx, input }) => updateProduct(ctx.deps, input)),
});
