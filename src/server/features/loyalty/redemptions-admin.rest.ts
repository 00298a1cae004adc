import { cancelRedemptionInputSchema, fulfilRedemptionInputSchema, redemptionListInputSchema } from '../../../shared/redemptions.js';
import { bodyObject, parseInput, routeIdSchema, withNumbers } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { cancelRedemption, fulfilRedemption } from './redemption-decisions.service.js';
import { listRedemptions } from './redemption-queue.service.js';

const idSchema = routeIdSchema('redemption');

/** Reward fulfilment under /api/admin/redemptions (signed in only). */
export const redemptionsAdminRest: RestPlugin = async (app, deps) => {
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('claims').preHandler(deps));
    scope.get<{ Querystring: Record<string, unknown> }>('/api/admin/redemptions', async (request) =>
      listRedemptions(deps.dataSource, parseInput(redemptionListInputSchema, withNumbers({ ...request.query }, ['limit']))),
    );
    scope.post<{ Params: { id: string } }>('/api/admin/redemptions/:id/fulfil', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      return fulfilRedemption(deps, parseInput(fulfilRedemptionInputSchema, { ...bodyObject(request.body), id }));
    });
    scope.post<{ Params: { id: string } }>('/api/admin/redemptions/:id/cancel', async (request) => {
      const { id } = parseInput(idSchema, request.params);
      return cancelRedemption(deps, parseInput(cancelRedemptionInputSchema, { ...bodyObject(request.body), id }));
    });
  });
};
