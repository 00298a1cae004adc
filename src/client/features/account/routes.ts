import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead, personalPage, stringParam, tokenSearch } from '../../route-helpers';

const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  staticData: { module: 'confirm-email' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Confirm your email', noindex: true }),
}).lazy(() => import('../../routes/confirm-email').then((m) => m.Route));

const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  staticData: { module: 'unsubscribe' },
  ...personalPage,
  validateSearch: (search: Record<string, unknown>): { m?: string; s?: string } => ({ m: stringParam(search.m), s: stringParam(search.s) }),
  head: fixedHead({ title: 'Unsubscribe', noindex: true }),
}).lazy(() => import('../../routes/unsubscribe').then((m) => m.Route));

export const accountRoutes = [confirmEmailRoute, unsubscribeRoute] as const;
