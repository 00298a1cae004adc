import { createRoute, redirect } from '@tanstack/react-router';
import { isPreviewSession, SESSION_ID_PATTERN } from '../../../shared/quiz-session-id';
import { rootRoute } from '../../root-route';
import { fixedHead, onServer, personalPage, stringParam } from '../../route-helpers';

const quizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz',
  staticData: { module: 'quiz' },
  // Resumes the answers saved in this browser, so the server cannot draw it.
  ...personalPage,
  head: fixedHead({ title: 'Beauty Quiz', description: 'Answer 8 quick questions for your personalised skin analysis and product matches.', canonicalPath: '/quiz' }),
}).lazy(() => import('../../routes/quiz').then((m) => m.Route));
// Finished preview results are at /quiz-preview?result={sessionId}: they survive a reload and can be shared.
const quizPreviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/quiz-preview',
  staticData: { module: 'quiz-preview' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { result?: string } => {
    const result = stringParam(search.result);
    return { result: result && isPreviewSession(result) && result.length <= 80 && SESSION_ID_PATTERN.test(result) ? result : undefined };
  },
  head: fixedHead({ title: 'Quick Preview Quiz', description: 'Four questions, no email: a quick preview of your beauty match.', canonicalPath: '/quiz-preview' }),
}).lazy(() => import('../../routes/quiz-preview').then((m) => m.Route));
// /results/{sessionId} only forwards to the premium results; without an id, to the quiz.
const resultsRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results/$sessionId',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/results-premium/$sessionId', params: { sessionId: params.sessionId }, replace: true });
  },
});
const resultsWithoutIdRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  beforeLoad: () => {
    throw redirect({ to: '/quiz', replace: true });
  },
});
const resultsPremiumRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results-premium/$sessionId',
  // One visitor's results: drawn per request, never kept or cached by a CDN.
  staticData: { module: 'results-premium', personal: true },
  // The server draws the results it has; in the browser the page prefers the copy it saved and
  // fetches only without one (use-quiz-result.ts).
  loader: async ({ context, params }) => {
    if (onServer) await context.trpcUtils.quiz.results.prefetch({ sessionId: params.sessionId });
  },
  head: fixedHead({ title: 'Your Results', description: 'Your personalised skin analysis, match score and product recommendations.', noindex: true }),
}).lazy(() => import('../../routes/results-premium').then((m) => m.Route));

export const quizRoutes = [quizRoute, quizPreviewRoute, resultsRedirectRoute, resultsWithoutIdRoute, resultsPremiumRoute] as const;
