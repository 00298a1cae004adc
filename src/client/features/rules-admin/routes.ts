import { backOfficeRoute } from '../../route-helpers';

const dashboardRulesRoute = backOfficeRoute('/dashboard/rules', 'dashboard-rules', 'Recommendation rules').lazy(() =>
  import('../../routes/dashboard-rules').then((m) => m.Route),
);

export const rulesAdminRoutes = [dashboardRulesRoute] as const;
