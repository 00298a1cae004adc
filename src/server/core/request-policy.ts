import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { middleware } from '../trpc/init.js';
import type { AppDeps } from './app-deps.js';

/** A rule a request must pass before it is served (signed in, under a rate limit); throws an AppError otherwise. */
export type PolicyCheck = (deps: AppDeps, request: FastifyRequest) => Promise<void>;

/**
 * One rule, written once, for both doors: `.use(policy.middleware)` on a tRPC procedure (after
 * `.input()`, so only well-formed calls reach it) and `{ preHandler: policy.preHandler(deps) }`
 * on a REST route.
 */
export function definePolicy(check: PolicyCheck) {
  return {
    middleware: middleware(async ({ ctx, next }) => {
      await check(ctx.deps, ctx.req);
      return next();
    }),
    preHandler(deps: AppDeps): preHandlerAsyncHookHandler {
      return async (request) => check(deps, request);
    },
  };
}
