import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/** A feature's REST adapter: registers its /api routes, each calling the feature's service. */
export type RestPlugin = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** Every feature's REST adapter (features add theirs here). */
export const restPlugins: RestPlugin[] = [];

export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const plugin of restPlugins) await plugin(app, deps);
}
