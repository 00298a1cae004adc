import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { FlowsScreen } from '../features/flows/flows-screen';

function DashboardFlowsPage() {
  return (
    <BackOfficePage title="Follow-up emails">
      <FlowsScreen />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/flows')({ component: DashboardFlowsPage });
