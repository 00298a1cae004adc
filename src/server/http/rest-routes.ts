import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps.js';

/** A feature's REST adapter: registers its /api routes, each calling the feature's service. */
export type RestPlugin = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
