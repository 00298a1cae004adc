import { backOfficeRoute } from '../../route-helpers';

const dashboardWhatWorksRoute = backOfficeRoute('/dashboard/what-works', 'dashboard-what-works', 'What works').lazy(() =>
  import('../../routes/dashboard-what-works').then((m) => m.Route),
);

export const whatWorksRoutes = [dashboardWhatWorksRoute] as const;
