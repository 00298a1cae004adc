import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { WhatWorksTable } from '../features/what-works/what-works-table';

function DashboardWhatWorksPage() {
  return (
    <BackOfficePage title="What works">
      <WhatWorksTable />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/what-works')({ component: DashboardWhatWorksPage });
