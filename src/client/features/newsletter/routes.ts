import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { backOfficeRoute, fixedHead, personalPage, tokenSearch } from '../../route-helpers';

const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  staticData: { module: 'newsletter-confirm' },
  ...personalPage,
  validateSearch: tokenSearch,
  head: fixedHead({ title: 'Confirm your subscription', noindex: true }),
}).lazy(() => import('../../routes/newsletter-confirm').then((m) => m.Route));
const dashboardNewslettersRoute = backOfficeRoute('/dashboard/newsletters', 'dashboard-newsletters', 'Newsletters').lazy(() =>
  import('../../routes/dashboard-newsletters').then((m) => m.Route),
);

export const newsletterRoutes = [newsletterConfirmRoute, dashboardNewslettersRoute] as const;
