import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { SegmentsScreen } from '../features/segments/segments-screen';

function DashboardSegmentsPage() {
  return (
    <BackOfficePage title="Segments">
      <SegmentsScreen />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/segments')({ component: DashboardSegmentsPage });
