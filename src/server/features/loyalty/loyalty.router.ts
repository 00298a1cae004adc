import {
  emailRequestOutputSchema,
  joinInputSchema,
  memberLookupInputSchema,
  memberOutputSchema,
  purchaseInputSchema,
  purchaseOutputSchema,
  redeemInputSchema,
  redeemOutputSchema,
  rewardsInputSchema,
  rewardsOutputSchema,
  sendCodeInputSchema,
  transactionsInputSchema,
  transactionsOutputSchema,
} from '../../../shared/loyalty.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { codeLookupLimit } from './loyalty-lookup-limit.js';
import { requestCodeEmail, requestMembership } from './loyalty-email-requests.service.js';
import { getMember, listTransactions } from './loyalty-members.service.js';
import { programmeProcedure } from './loyalty-settings.router.js';
import { submitPurchaseClaim } from './purchase-claims.service.js';
import { rewardsFor } from './loyalty-public-reads.js';
import { redeemReward } from './loyalty-rewards.service.js';
import { listMemberRedemptions } from './redemption-queue.service.js';
import { memberRedemptionsOutputSchema } from '../../../shared/redemptions.js';

export const loyaltyRouter = router({
  member: publicProcedure
    .input(memberLookupInputSchema)
    .use(codeLookupLimit.middleware)
    .output(memberOutputSchema)
    .query(({ ctx, input }) => getMember(ctx.deps.dataSource, input.code)),
  transactions: publicProcedure
    .input(transactionsInputSchema)
    .use(codeLookupLimit.middleware)
    .output(transactionsOutputSchema)
    .query(({ ctx, input }) => listTransactions(ctx.deps.dataSource, input)),
  programme: programmeProcedure,
  rewards: publicProcedure
    .input(rewardsInputSchema)
    .output(rewardsOutputSchema)
    .query(async ({ ctx, input }) => rewardsFor(await ctx.deps.loyaltyPublic.current(), input)),
  purchase: publicProcedure
    .input(purchaseInputSchema)
    .use(codeLookupLimit.middleware)
    .output(purchaseOutputSchema)
    .mutation(({ ctx, input }) => submitPurchaseClaim(ctx.deps.dataSource, input)),
  redeem: publicProcedure
    .input(redeemInputSchema)
    .use(codeLookupLimit.middleware)
    .output(redeemOutputSchema)
    .mutation(({ ctx, input }) => redeemReward(ctx.deps.dataSource, input)),
  join: publicProcedure
    .input(joinInputSchema)
    .use(codeLookupLimit.middleware)
    .use(visitorMailLimit.middleware)
    .output(emailRequestOutputSchema)
    .mutation(({ ctx, input }) => requestMembership(ctx.deps, input)),
  redemptions: publicProcedure
    .input(memberLookupInputSchema)
    .use(codeLookupLimit.middleware)
    .output(memberRedemptionsOutputSchema)
    .query(({ ctx, input }) => listMemberRedemptions(ctx.deps.dataSource, input.code)),
  sendCode: publicProcedure
    .input(sendCodeInputSchema)
    .use(codeLookupLimit.middleware)
    .use(visitorMailLimit.middleware)
    .output(emailRequestOutputSchema)
    .mutation(({ ctx, input }) => requestCodeEmail(ctx.deps, input.email)),
});
