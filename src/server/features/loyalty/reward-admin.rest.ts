import { createRewardInputSchema, updateRewardInputSchema } from '../../../shared/reward-admin.js';
import { bodyObject, parseInput, routeIdSchema } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { createReward, listAdminRewards, updateReward } from './reward-admin.service.js';

const idSchema = routeIdSchema('reward');

/** The reward catalogue under /api/admin/loyalty/rewards (signed in only). */
export const rewardAdminRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('owner').preHandler(deps));
    scope.get('/api/admin/loyalty/rewards', async () => listAdminRewards(dataSource));
    scope.post('/api/admin/loyalty/rewards', async (request, reply) => reply.status(201).send(await createReward(deps, parseInput(createRewardInputSchema, request.body))));
    scope.patch<{ Params: { id: string } }>('/api/admin/loyalty/rewards/:id', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      return updateReward(deps, parseInput(updateRewardInputSchema, { ...bodyObject(request.body), id }));
    });
  });
};
