import { createRewardInputSchema, updateRewardInputSchema } from '../../../shared/reward-admin.js';
import { z } from '../../../shared/zod.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from '../rep-auth/api.js';
import { createReward, listAdminRewards, updateReward } from './reward-admin.service.js';

const idSchema = z.object({ id: z.coerce.number({ error: 'id must be a reward id' }).int('id must be a reward id').min(1).max(2_147_483_647) });

/** The reward catalogue under /api/admin/loyalty/rewards (signed in only). */
export const rewardAdminRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', repOnly.preHandler(deps));
    scope.get('/api/admin/loyalty/rewards', async () => listAdminRewards(dataSource));
    scope.post('/api/admin/loyalty/rewards', async (request, reply) => reply.status(201).send(await createReward(dataSource, parseInput(createRewardInputSchema, request.body))));
    scope.patch<{ Params: { id: string } }>('/api/admin/loyalty/rewards/:id', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
      return updateReward(dataSource, parseInput(updateRewardInputSchema, { ...body, id }));
    });
  });
};
