import { createLazyRoute } from '@tanstack/react-router';
import { useBackOfficeAccount } from '../components/back-office/back-office-account';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { RepGate } from '../features/dashboard/rep-gate';
import { StaffOverview } from '../features/dashboard/staff-overview';

/** The owner's campaign dashboard; staff see what waits. */
function Overview() {
  return useBackOfficeAccount()?.role === 'owner' ? <DashboardView /> : <StaffOverview />;
}

function DashboardPage() {
  return (
    <RepGate>
      <Overview />
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardPage });
