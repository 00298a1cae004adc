import { backOfficeRoute } from '../../route-helpers';

const dashboardRewardsRoute = backOfficeRoute('/dashboard/rewards', 'dashboard-rewards', 'Rewards to hand over').lazy(() =>
  import('../../routes/dashboard-rewards').then((m) => m.Route),
);

export const rewardFulfilmentRoutes = [dashboardRewardsRoute] as const;
