import { backOfficeRoute } from '../../route-helpers';

const dashboardSegmentsRoute = backOfficeRoute('/dashboard/segments', 'dashboard-segments', 'Segments').lazy(() =>
  import('../../routes/dashboard-segments').then((m) => m.Route),
);

export const segmentsRoutes = [dashboardSegmentsRoute] as const;
