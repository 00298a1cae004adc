import {
  cancelRedemptionInputSchema,
  fulfilRedemptionInputSchema,
  redemptionDecisionOutputSchema,
  redemptionListInputSchema,
  redemptionListOutputSchema,
} from '../../../shared/redemptions.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { cancelRedemption, fulfilRedemption } from './redemption-decisions.service.js';
import { listRedemptions } from './redemption-queue.service.js';

const repProcedure = publicProcedure.use(backOffice('claims').middleware);

/** Reward fulfilment (back-office only); the same services as /api/admin/redemptions. */
export const redemptionsAdminRouter = router({
  list: repProcedure
    .input(redemptionListInputSchema)
    .output(redemptionListOutputSchema)
    .query(({ ctx, input }) => listRedemptions(ctx.deps.dataSource, input)),
  fulfil: repProcedure
    .input(fulfilRedemptionInputSchema)
    .output(redemptionDecisionOutputSchema)
    .mutation(({ ctx, input }) => fulfilRedemption(ctx.deps, input)),
  cancel: repProcedure
    .input(cancelRedemptionInputSchema)
    .output(redemptionDecisionOutputSchema)
    .mutation(({ ctx, input }) => cancelRedemption(ctx.deps, input)),
});
