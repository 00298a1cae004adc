import { voidPurchaseInputSchema } from '../../../shared/loyalty.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from '../rep-auth/api.js';
import { listPurchaseClaims, voidPurchaseClaim } from './loyalty-claims.service.js';

/** Representative only: list purchase claims and void one with a reason. */
export const loyaltyClaimsRest: RestPlugin = (app, deps) => {
  const { dataSource } = deps;
  const signedIn = { preHandler: repOnly.preHandler(deps) };
  app.get('/api/loyalty/claims', signedIn, async () => {
    return { claims: await listPurchaseClaims(dataSource) };
  });

  app.post<{ Params: { transactionId: string } }>('/api/loyalty/claims/:transactionId/void', signedIn, async (request) => {
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return voidPurchaseClaim(dataSource, parseInput(voidPurchaseInputSchema, { ...body, transactionId: request.params.transactionId }));
  });
};
