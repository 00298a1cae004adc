import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { backOfficeRoute, fixedHead, personalPage, tokenSearch } from '../../route-helpers';

const dashboardAccountRoute = backOfficeRoute('/dashboard/account', 'dashboard-account', 'Password and sign-in').lazy(() =>
  import('../../routes/dashboard-account').then((m) => m.Route),
);
/** The pages the back-office's emails open (join, reset-password, confirm-address), and the one asking for a reset email. */
const accessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/access/$step',
  staticData: { module: 'dashboard-access' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Back-office access', noindex: true }),
}).lazy(() => import('../../routes/dashboard-access').then((m) => m.Route));

export const repAccountRoutes = [dashboardAccountRoute, accessRoute] as const;
