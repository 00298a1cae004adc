import {
  joinInputSchema,
  memberLookupInputSchema,
  purchaseInputSchema,
  redeemInputSchema,
  rewardsInputSchema,
  transactionsInputSchema,
} from '../../../shared/loyalty.js';
import { parseInput } from '../../http/parse-input.js';
import type { RestPlugin } from '../../http/rest-routes.js';
import { limitCodeLookups } from './loyalty-lookup-limit.js';
import { getMember, joinLoyaltyProgramme, listTransactions } from './loyalty-members.service.js';
import { addPurchase } from './loyalty-purchases.service.js';
import { listRewards, redeemReward } from './loyalty-rewards.service.js';

type Query = Record<string, unknown>;

/** SPEC §7 loyalty paths, plus the member's transactions and enrolment. */
export const loyaltyRest: RestPlugin = (app, { dataSource }) => {
  app.get<{ Params: { code: string } }>('/api/loyalty/member/:code', async (request) => {
    const input = parseInput(memberLookupInputSchema, { code: request.params.code });
    await limitCodeLookups(dataSource, request.ip);
    return getMember(dataSource, input.code);
  });

  app.get<{ Params: { code: string }; Querystring: Query }>('/api/loyalty/member/:code/transactions', async (request) => {
    const { limit, ...rest } = request.query;
    const input = parseInput(transactionsInputSchema, {
      ...rest,
      code: request.params.code,
      ...(limit === undefined ? {} : { limit: Number(limit) }),
    });
    await limitCodeLookups(dataSource, request.ip);
    return listTransactions(dataSource, input);
  });

  app.get<{ Querystring: Query }>('/api/loyalty/rewards', async (request) => {
    return listRewards(dataSource, parseInput(rewardsInputSchema, { ...request.query }));
  });

  app.post('/api/loyalty/purchase', async (request) => {
    const input = parseInput(purchaseInputSchema, request.body);
    await limitCodeLookups(dataSource, request.ip);
    return addPurchase(dataSource, input);
  });

  app.post('/api/loyalty/redeem', async (request) => {
    const input = parseInput(redeemInputSchema, request.body);
    await limitCodeLookups(dataSource, request.ip);
    return redeemReward(dataSource, input);
  });

  app.post('/api/loyalty/join', async (request) => {
    const input = parseInput(joinInputSchema, request.body);
    await limitCodeLookups(dataSource, request.ip);
    return joinLoyaltyProgramme(dataSource, input);
  });
};
