import { backOfficeRoute } from '../../route-helpers';

const dashboardPeopleRoute = backOfficeRoute('/dashboard/people', 'dashboard-people', 'People').lazy(() => import('../../routes/dashboard-people').then((m) => m.Route));
const dashboardPersonRoute = backOfficeRoute('/dashboard/people/$personId', 'dashboard-person', 'Person').lazy(() =>
  import('../../routes/dashboard-person').then((m) => m.Route),
);

export const peopleRoutes = [dashboardPeopleRoute, dashboardPersonRoute] as const;
