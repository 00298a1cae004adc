import { backOfficeRoute } from '../../route-helpers';

const dashboardFlowsRoute = backOfficeRoute('/dashboard/flows', 'dashboard-flows', 'Follow-up emails').lazy(() =>
  import('../../routes/dashboard-flows').then((m) => m.Route),
);

export const flowsRoutes = [dashboardFlowsRoute] as const;
