import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { AppDeps } from '../core/app-deps.js';

export interface Context {
  deps: AppDeps;
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export function contextFactory(deps: AppDeps) {
  return ({ req, res }: CreateFastifyContextOptions): Context => ({ deps, req, res });
}
