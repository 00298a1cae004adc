import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { SECOND_FACTOR_SETUP_MESSAGE } from '../../../shared/staff-access';
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

/** The back-office's pages: the sign-in form until she is signed in, then the page. */
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
  const { account } = session.data;
  if (!session.data.signedIn || !account) return <RepSignInForm />;
  if (account.secondFactorRequired && !account.secondFactor) return <SecondFactorFirst />;
  return children;
}
