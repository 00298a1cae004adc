import { backOfficeRoute } from '../../route-helpers';

const dashboardLoyaltyRoute = backOfficeRoute('/dashboard/loyalty', 'dashboard-loyalty', 'Loyalty claims and rewards').lazy(() =>
  import('../../routes/dashboard-loyalty').then((m) => m.Route),
);

export const loyaltyReviewRoutes = [dashboardLoyaltyRoute] as const;
