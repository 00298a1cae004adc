import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { RepGate } from '../features/dashboard/rep-gate';

function DashboardPage() {
  usePageMeta('Dashboard');
  return (
    <RepGate>
      <DashboardView />
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardPage });
