import { backOfficeRoute } from '../../route-helpers';

const dashboardAccountsRoute = backOfficeRoute('/dashboard/accounts', 'dashboard-accounts', 'Accounts').lazy(() =>
  import('../../routes/dashboard-accounts').then((m) => m.Route),
);

export const staffAccountsRoutes = [dashboardAccountsRoute] as const;
