import {
  joinInputSchema,
  memberLookupInputSchema,
  memberOutputSchema,
  purchaseInputSchema,
  purchaseOutputSchema,
  redeemInputSchema,
  redeemOutputSchema,
  rewardsInputSchema,
  rewardsOutputSchema,
  transactionsInputSchema,
  transactionsOutputSchema,
} from '../../../shared/loyalty.js';
import { middleware, publicProcedure, router } from '../../trpc/init.js';
import { limitCodeLookups } from './loyalty-lookup-limit.js';
import { getMember, joinLoyaltyProgramme, listTransactions } from './loyalty-members.service.js';
import { addPurchase } from './loyalty-purchases.service.js';
import { listRewards, redeemReward } from './loyalty-rewards.service.js';

/** Runs after input validation, so only well-formed requests count. */
const codeLookupLimit = middleware(async ({ ctx, next }) => {
  await limitCodeLookups(ctx.deps.dataSource, ctx.req?.ip);
  return next();
});

export const loyaltyRouter = router({
  member: publicProcedure
    .input(memberLookupInputSchema)
    .use(codeLookupLimit)
    .output(memberOutputSchema)
    .query(({ ctx, input }) => getMember(ctx.deps.dataSource, input.code)),
  transactions: publicProcedure
    .input(transactionsInputSchema)
    .use(codeLookupLimit)
    .output(transactionsOutputSchema)
    .query(({ ctx, input }) => listTransactions(ctx.deps.dataSource, input)),
  rewards: publicProcedure
    .input(rewardsInputSchema)
    .output(rewardsOutputSchema)
    .query(({ ctx, input }) => listRewards(ctx.deps.dataSource, input)),
  purchase: publicProcedure
    .input(purchaseInputSchema)
    .use(codeLookupLimit)
    .output(purchaseOutputSchema)
    .mutation(({ ctx, input }) => addPurchase(ctx.deps.dataSource, input)),
  redeem: publicProcedure
    .input(redeemInputSchema)
    .use(codeLookupLimit)
    .output(redeemOutputSchema)
    .mutation(({ ctx, input }) => redeemReward(ctx.deps.dataSource, input)),
  join: publicProcedure
    .input(joinInputSchema)
    .use(codeLookupLimit)
    .output(memberOutputSchema)
    .mutation(({ ctx, input }) => joinLoyaltyProgramme(ctx.deps.dataSource, input)),
});
