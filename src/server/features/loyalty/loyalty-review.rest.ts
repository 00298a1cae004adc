import {
  adjustmentInputSchema,
  claimIdsInputSchema,
  claimListInputSchema,
  memberSearchInputSchema,
  rejectClaimsInputSchema,
  voidClaimInputSchema,
} from '../../../shared/loyalty-review.js';
import { nothingImportedMessage } from '../../../shared/csv-import.js';
import { STORE_ORDER_FILE_MAX_BYTES } from '../../../shared/store-orders.js';
import { bodyObject, parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { repOnly } from '../rep-auth/api.js';
import { approveClaims, rejectClaims, voidClaim } from './claim-decisions.service.js';
import { listClaimsForReview } from './claim-review.service.js';
import { adjustPoints, searchMembers } from './loyalty-adjustments.service.js';
import { wakingMail } from './points-email-queue.js';
import { importStoreOrders } from './store-order-import.service.js';
import { limitedStream } from '../../http/limited-stream.js';

type Query = Record<string, unknown>;

/** The representative's loyalty back-office under /api/admin/loyalty (signed in only); the settings: loyalty-settings.rest.ts. */
export const loyaltyReviewRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', repOnly.preHandler(deps));

    scope.get<{ Querystring: Query }>('/api/admin/loyalty/claims', async (request) => {
      const { limit, ...rest } = request.query;
      return listClaimsForReview(dataSource, parseInput(claimListInputSchema, { ...rest, ...(limit === undefined ? {} : { limit: Number(limit) }) }));
    });
    scope.post('/api/admin/loyalty/claims/approve', async (request) => wakingMail(deps, approveClaims(dataSource, parseInput(claimIdsInputSchema, request.body))));
    scope.post('/api/admin/loyalty/claims/reject', async (request) => wakingMail(deps, rejectClaims(dataSource, parseInput(rejectClaimsInputSchema, request.body))));
    scope.post<{ Params: { claimId: string } }>('/api/admin/loyalty/claims/:claimId/void', async (request) =>
      voidClaim(dataSource, parseInput(voidClaimInputSchema, { ...bodyObject(request.body), claimId: request.params.claimId })),
    );

    scope.get<{ Querystring: Query }>('/api/admin/loyalty/members', async (request) =>
      searchMembers(dataSource, parseInput(memberSearchInputSchema, { ...request.query }).query),
    );
    scope.post('/api/admin/loyalty/adjustments', async (request, reply) =>
      reply.status(201).send(await wakingMail(deps, adjustPoints(dataSource, parseInput(adjustmentInputSchema, request.body)))),
    );

    // The order export streams straight into the CSV parser; nothing is buffered whole.
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    scope.post<{ Querystring: Query }>('/api/admin/loyalty/store-orders.csv', async (request, reply) => {
      const creditMembers = request.query.creditMembers !== 'false';
      const source = limitedStream(request.body, STORE_ORDER_FILE_MAX_BYTES);
      const result = await importStoreOrders(dataSource, source, { creditMembers });
      if (result.imported) return result;
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: nothingImportedMessage(result) }, report: result });
    });
  });
};
