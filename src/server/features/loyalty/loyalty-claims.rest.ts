import { voidPurchaseInputSchema } from '../../../shared/loyalty.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { requireRep } from '../rep-auth/rep-auth.service.js';
import { readRepToken } from '../rep-auth/rep-session-cookie.js';
import { listPurchaseClaims, voidPurchaseClaim } from './loyalty-claims.service.js';

/** Representative only: list purchase claims and void one with a reason. */
export const loyaltyClaimsRest: RestPlugin = (app, { dataSource }) => {
  app.get('/api/loyalty/claims', async (request) => {
    await requireRep(dataSource, readRepToken(request));
    return { claims: await listPurchaseClaims(dataSource) };
  });

  app.post<{ Params: { transactionId: string } }>('/api/loyalty/claims/:transactionId/void', async (request) => {
    await requireRep(dataSource, readRepToken(request));
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    return voidPurchaseClaim(dataSource, parseInput(voidPurchaseInputSchema, { ...body, transactionId: request.params.transactionId }));
  });
};
