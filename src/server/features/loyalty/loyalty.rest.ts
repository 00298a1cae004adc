import {
  joinInputSchema,
  memberLookupInputSchema,
  purchaseInputSchema,
  redeemInputSchema,
  rewardsInputSchema,
  sendCodeInputSchema,
  transactionsInputSchema,
} from '../../../shared/loyalty.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { visitorMailLimit } from '../../mail/visitor-mail.js';
import { codeLookupLimit } from './loyalty-lookup-limit.js';
import { requestCodeEmail, requestMembership } from './loyalty-email-requests.service.js';
import { getMember, listTransactions } from './loyalty-members.service.js';
import { submitPurchaseClaim } from './purchase-claims.service.js';
import { rewardsFor } from './loyalty-public-reads.js';
import { redeemReward } from './loyalty-rewards.service.js';
import { listMemberRedemptions } from './redemption-queue.service.js';

type Query = Record<string, unknown>;

/** SPEC §7 loyalty paths, plus the member's transactions and enrolment. */
export const loyaltyRest: RestPlugin = (app, deps) => {
  const { dataSource } = deps;
  const limited = { preHandler: codeLookupLimit.preHandler(deps) };
  // Routes that email an address the caller typed also count against the caller's mail allowance.
  const mailing = { preHandler: [codeLookupLimit.preHandler(deps), visitorMailLimit.preHandler(deps)] };
  app.get<{ Params: { code: string } }>('/api/loyalty/member/:code', limited, async (request) => {
    const input = parseInput(memberLookupInputSchema, { code: request.params.code });
    return getMember(dataSource, input.code);
  });

  app.get<{ Params: { code: string }; Querystring: Query }>('/api/loyalty/member/:code/transactions', limited, async (request) => {
    const { limit, ...rest } = request.query;
    const input = parseInput(transactionsInputSchema, {
      ...rest,
      code: request.params.code,
      ...(limit === undefined ? {} : { limit: Number(limit) }),
    });
    return listTransactions(dataSource, input);
  });

  app.get<{ Params: { code: string } }>('/api/loyalty/member/:code/redemptions', limited, async (request) => {
    const input = parseInput(memberLookupInputSchema, { code: request.params.code });
    return listMemberRedemptions(dataSource, input.code);
  });

  // From the copy kept in memory (loyalty-public-reads.ts).
  app.get<{ Querystring: Query }>('/api/loyalty/rewards', async (request) => {
    return rewardsFor(await deps.loyaltyPublic.current(), parseInput(rewardsInputSchema, { ...request.query }));
  });

  app.post('/api/loyalty/purchase', limited, async (request) => {
    const input = parseInput(purchaseInputSchema, request.body);
    return submitPurchaseClaim(dataSource, input);
  });

  app.post('/api/loyalty/redeem', limited, async (request) => {
    const input = parseInput(redeemInputSchema, request.body);
    return redeemReward(dataSource, input);
  });

  // Both answer 202 {accepted: true} whoever the address belongs to; the rest comes by email.
  app.post('/api/loyalty/join', mailing, async (request, reply) => {
    const input = parseInput(joinInputSchema, request.body);
    return reply.status(202).send(await requestMembership(deps, input));
  });

  app.post('/api/loyalty/send-code', mailing, async (request, reply) => {
    const input = parseInput(sendCodeInputSchema, request.body);
    return reply.status(202).send(await requestCodeEmail(deps, input.email));
  });
};
