import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { trpc } from '../../trpc';
import { DashboardUnavailable } from './dashboard-unavailable';
import { RepSignInForm } from './rep-sign-in-form';

/** The representative's pages: the sign-in form until she is signed in, then the page. */
export function RepGate({ children }: { children: ReactNode }) {
  const session = trpc.rep.session.useQuery();
  if (session.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (session.isError) return <DashboardUnavailable onRetry={() => void session.refetch()} />;
  return session.data.signedIn ? children : <RepSignInForm />;
}
