import { analyticsRouter } from '../features/analytics/analytics.router.js';
import { loyaltyClaimsRouter } from '../features/loyalty/loyalty-claims.router.js';
import { loyaltyRouter } from '../features/loyalty/loyalty.router.js';
import { repAuthRouter } from '../features/rep-auth/rep-auth.router.js';
import { cartRouter } from '../features/cart/cart.router.js';
import { catalogRouter } from '../features/catalog/catalog.router.js';
import { surveyRouter } from '../features/survey/survey.router.js';
import { articlesRouter } from '../features/articles/articles.router.js';
import { systemRouter } from '../features/system/system.router.js';
import { quizRouter } from '../features/quiz/quiz.router.js';
import { usersRouter } from '../features/users/users.router.js';
import { router } from './init.js';

/** One sub-router per feature; the client's types are inferred from this. */
export const appRouter = router({
  quiz: quizRouter,
  users: usersRouter,
  catalog: catalogRouter,
  cart: cartRouter,
  system: systemRouter,
  articles: articlesRouter,
  loyalty: loyaltyRouter,
  loyaltyClaims: loyaltyClaimsRouter,
  rep: repAuthRouter,
  analytics: analyticsRouter,
  survey: surveyRouter,
});

export type AppRouter = typeof appRouter;
