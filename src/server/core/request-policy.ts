import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { middleware } from '../trpc/init.js';
import type { AppDeps } from './app-deps.js';

/**
 * A rule a request must pass before it is served (signed in, under a rate limit); throws an
 * AppError otherwise. `input`: the call's input (tRPC, already parsed) or the JSON body (REST,
 * not yet parsed: read it as untrusted).
 */
export type PolicyCheck = (deps: AppDeps, request: FastifyRequest, input: unknown) => Promise<void>;

/**
 * One rule, written once, for both doors: `.use(policy.middleware)` on a tRPC procedure (after
 * `.input()`, so only well-formed calls reach it) and `{ preHandler: policy.preHandler(deps) }`
 * on a REST route.
 */
export function definePolicy(check: PolicyCheck) {
  return {
    middleware: middleware(async ({ ctx, input, next }) => {
      await check(ctx.deps, ctx.req, input);
      return next();
    }),
    preHandler(deps: AppDeps): preHandlerAsyncHookHandler {
      return async (request) => check(deps, request, request.body);
    },
  };
}
