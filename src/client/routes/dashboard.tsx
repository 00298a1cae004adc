import { Center, Loader } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { DashboardUnavailable } from '../features/dashboard/dashboard-unavailable';
import { DashboardView } from '../features/dashboard/dashboard-view';
import { RepSignInForm } from '../features/dashboard/rep-sign-in-form';
import { trpc } from '../trpc';

function DashboardPage() {
  usePageMeta('Dashboard');
  const session = trpc.rep.session.useQuery();
  if (session.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (session.isError) return <DashboardUnavailable onRetry={() => void session.refetch()} />;
  return session.data.signedIn ? <DashboardView /> : <RepSignInForm />;
}

export const Route = createLazyRoute('/dashboard')({ component: DashboardPage });
