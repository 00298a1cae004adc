import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, personalPage, stringParam } from '../../route-helpers';

const outcomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outcome/$token',
  staticData: { module: 'outcome' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { answer?: string } => ({ answer: stringParam(search.answer) }),
  head: fixedHead({ title: 'Is it working for you?', noindex: true }),
}).lazy(() => import('../../routes/outcome').then((m) => m.Route));

export const outcomeRoutes = [outcomeRoute] as const;
