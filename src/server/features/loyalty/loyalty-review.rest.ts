import {
  adjustmentInputSchema,
  claimIdsInputSchema,
  claimListInputSchema,
  memberSearchInputSchema,
  rejectClaimsInputSchema,
  voidClaimInputSchema,
} from '../../../shared/loyalty-review.js';
import { bodyObject, parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { backOffice } from '../rep-auth/api.js';
import { approveClaims, rejectClaims, voidClaim } from './claim-decisions.service.js';
import { listClaimsForReview } from './claim-review.service.js';
import { adjustPoints, searchMembers } from './loyalty-adjustments.service.js';
import { wakingMail } from './points-email-queue.js';

type Query = Record<string, unknown>;

/** The representative's loyalty back-office under /api/admin/loyalty (signed in only); the settings: loyalty-settings.rest.ts. */
export const loyaltyReviewRest: RestPlugin = async (app, deps) => {
  const { dataSource } = deps;
  await app.register(async (scope) => {
    scope.addHook('preHandler', backOffice('claims').preHandler(deps));

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
    // Points given or taken by hand: the owner's.
    scope.post('/api/admin/loyalty/adjustments', { preHandler: backOffice('owner').preHandler(deps) }, async (request, reply) =>
      reply.status(201).send(await wakingMail(deps, adjustPoints(dataSource, parseInput(adjustmentInputSchema, request.body)))),
    );
  });
};
