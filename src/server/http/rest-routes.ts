import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { loyaltyClaimsRest } from '../features/loyalty/loyalty-claims.rest.js';
import { analyticsRest } from '../features/analytics/analytics.rest.js';
import { articlesRest } from '../features/articles/articles.rest.js';
import { loyaltyRest } from '../features/loyalty/loyalty.rest.js';
import { cartRest } from '../features/cart/cart.rest.js';
import { catalogRest } from '../features/catalog/catalog.rest.js';
import { repAuthRest } from '../features/rep-auth/rep-auth.rest.js';
import { surveyRest } from '../features/survey/survey.rest.js';
import { quizRest } from '../features/quiz/quiz.rest.js';
import { usersRest } from '../features/users/users.rest.js';

/** A feature's REST adapter: registers its /api routes, each calling the feature's service. */
export type RestPlugin = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** Every feature's REST adapter (features add theirs here). */
export const restPlugins: RestPlugin[] = [catalogRest, cartRest, loyaltyRest, loyaltyClaimsRest, repAuthRest, analyticsRest, surveyRest, articlesRest, quizRest, usersRest];

export async function registerRestRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const plugin of restPlugins) await plugin(app, deps);
}
