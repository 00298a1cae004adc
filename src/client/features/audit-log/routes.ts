import { backOfficeRoute } from '../../route-helpers';

const dashboardAuditRoute = backOfficeRoute('/dashboard/audit', 'dashboard-audit', 'Change history').lazy(() =>
  import('../../routes/dashboard-audit').then((m) => m.Route),
);

export const auditLogRoutes = [dashboardAuditRoute] as const;
