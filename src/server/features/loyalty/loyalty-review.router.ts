import {
  adjustmentInputSchema,
  claimIdsInputSchema,
  claimListInputSchema,
  claimListOutputSchema,
  decisionOutputSchema,
  memberSearchInputSchema,
  memberSearchOutputSchema,
  rejectClaimsInputSchema,
  voidClaimInputSchema,
} from '../../../shared/loyalty-review.js';
import { purchaseOutputSchema } from '../../../shared/loyalty.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { approveClaims, rejectClaims, voidClaim } from './claim-decisions.service.js';
import { listClaimsForReview } from './claim-review.service.js';
import { adjustPoints, searchMembers } from './loyalty-adjustments.service.js';
import { wakingMail } from './points-email-queue.js';
import { loyaltySettingsProcedures } from './loyalty-settings.router.js';

const repProcedure = publicProcedure.use(backOffice('claims').middleware);
/** Points given or taken by hand. */
const ownerProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The representative's loyalty back-office: claims review, adjustments and settings. */
export const loyaltyReviewRouter = router({
  claims: repProcedure
    .input(claimListInputSchema)
    .output(claimListOutputSchema)
    .query(({ ctx, input }) => listClaimsForReview(ctx.deps.dataSource, input)),
  approve: repProcedure
    .input(claimIdsInputSchema)
    .output(decisionOutputSchema)
    .mutation(({ ctx, input }) => wakingMail(ctx.deps, approveClaims(ctx.deps.dataSource, input))),
  reject: repProcedure
    .input(rejectClaimsInputSchema)
    .output(decisionOutputSchema)
    .mutation(({ ctx, input }) => wakingMail(ctx.deps, rejectClaims(ctx.deps.dataSource, input))),
  void: repProcedure
    .input(voidClaimInputSchema)
    .output(decisionOutputSchema)
    .mutation(({ ctx, input }) => voidClaim(ctx.deps.dataSource, input)),
  members: repProcedure
    .input(memberSearchInputSchema)
    .output(memberSearchOutputSchema)
    .query(({ ctx, input }) => searchMembers(ctx.deps.dataSource, input.query)),
  adjust: ownerProcedure
    .input(adjustmentInputSchema)
    .output(purchaseOutputSchema)
    .mutation(({ ctx, input }) => wakingMail(ctx.deps, adjustPoints(ctx.deps.dataSource, input))),
  ...loyaltySettingsProcedures,
});
