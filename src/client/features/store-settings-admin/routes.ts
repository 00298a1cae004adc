import { backOfficeRoute } from '../../route-helpers';

const dashboardSettingsRoute = backOfficeRoute('/dashboard/settings', 'dashboard-settings', 'Store settings').lazy(() =>
  import('../../routes/dashboard-settings').then((m) => m.Route),
);

export const storeSettingsAdminRoutes = [dashboardSettingsRoute] as const;
