import { createRewardInputSchema, updateRewardInputSchema } from '../../../shared/reward-admin.js';
import { publicProcedure, router } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { createReward, listAdminRewards, updateReward } from './reward-admin.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The reward catalogue (back-office only); the same services as /api/admin/loyalty/rewards. */
export const rewardAdminRouter = router({
  list: repProcedure.query(({ ctx }) => listAdminRewards(ctx.deps.dataSource)),
  create: repProcedure.input(createRewardInputSchema).mutation(({ ctx, input }) => createReward(ctx.deps, input)),
  update: repProcedure.input(updateRewardInputSchema).mutation(({ ctx, input }) => updateReward(ctx.deps, input)),
});
