import { Alert, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { ROLE_REFUSED_MESSAGE, roleMayUse, SECOND_FACTOR_SETUP_MESSAGE } from '../../../shared/staff-access';
import { areaOfPath } from '../../components/back-office/back-office-nav';
import { SecondFactorCard } from '../../components/back-office/second-factor-card';
import type { ReactNode } from 'react';
import { trpc } from '../../trpc';
import { DashboardUnavailable } from './dashboard-unavailable';
import { RepSignInForm } from './rep-sign-in-form';

/** The shop requires a second factor and hers is not set up: that comes before any screen. */
function SecondFactorFirst() {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Set up two-factor sign-in</Title>
        <Text>{SECOND_FACTOR_SETUP_MESSAGE}</Text>
        <SecondFactorCard enabled={false} />
      </Stack>
    </Container>
  );
}

/** The back-office's pages: the sign-in form until she is signed in, then the page (or a note when her role does not open it). */
export function RepGate({ children }: { children: ReactNode }) {
  const session = trpc.rep.session.useQuery();
  const pathname = useLocation({ select: (location) => location.pathname });
  if (session.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (session.isError) return <DashboardUnavailable onRetry={() => void session.refetch()} />;
  const { account } = session.data;
  if (!session.data.signedIn || !account) return <RepSignInForm />;
  if (account.secondFactorRequired && !account.secondFactor) return <SecondFactorFirst />;
  const area = areaOfPath(pathname);
  if (area && !roleMayUse(account.role, area, account)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange" title="Not for your role">
          {ROLE_REFUSED_MESSAGE}
        </Alert>
      </Container>
    );
  }
  return children;
}
