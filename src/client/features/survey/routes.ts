import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, personalPage } from '../../route-helpers';

const usageSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/usage-quiz/$token/$productId',
  staticData: { module: 'usage-survey' },
  ...personalPage,
  head: fixedHead({ title: 'Quick Usage Survey', noindex: true }),
}).lazy(() => import('../../routes/usage-survey').then((m) => m.Route));

export const surveyRoutes = [usageSurveyRoute] as const;
