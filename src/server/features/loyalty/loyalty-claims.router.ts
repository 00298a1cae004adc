import { z } from 'zod';
import { purchaseClaimSchema, voidPurchaseInputSchema } from '../../../shared/loyalty.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { repOnly } from '../rep-auth/api.js';

const repProcedure = publicProcedure.use(repOnly.middleware);
import { listPurchaseClaims, voidPurchaseClaim } from './loyalty-claims.service.js';

/** The representative's view of purchase claims, and voiding one. */
export const loyaltyClaimsRouter = router({
  list: repProcedure.output(z.array(purchaseClaimSchema)).query(({ ctx }) => listPurchaseClaims(ctx.deps.dataSource)),

  void: repProcedure
    .input(voidPurchaseInputSchema)
    .output(z.object({ voided: z.literal(true) }))
    .mutation(({ ctx, input }) => voidPurchaseClaim(ctx.deps.dataSource, input)),
});
