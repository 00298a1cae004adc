import { createRoute } from '@tanstack/react-router';
import { rootRoute } from '../../root-route';
import { fixedHead } from '../../route-helpers';

const loyaltyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loyalty',
  staticData: { module: 'loyalty' },
  head: fixedHead({ title: 'Loyalty Rewards', description: 'Earn points on every purchase and redeem them for bundles, perks and samples.', canonicalPath: '/loyalty' }),
}).lazy(() => import('../../routes/loyalty').then((m) => m.Route));

export const loyaltyRoutes = [loyaltyRoute] as const;
