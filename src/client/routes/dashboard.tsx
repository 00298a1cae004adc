import { createLazyRoute } from '@tanstack/react-router';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { RepGate } from '../features/dashboard/rep-gate';

function DashboardPage() {
  return (
    <RepGate>
      <DashboardView />
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardPage });
