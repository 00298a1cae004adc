import { Container, Stack, Text, Title } from '@mantine/core';
import { ClaimsWaitingCard } from './claims-waiting-card';
import { SignInActivityNotice } from './sign-in-activity-notice';
import { WaitingCards } from './waiting-cards';

/** A staff member's overview: what waits for someone today (the shop's figures are the owner's). */
export function StaffOverview() {
  return (
    <Container size="lg" px={0} py="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>Overview</Title>
          <Text c="gray.7">What waits for someone today.</Text>
        </div>
        <SignInActivityNotice />
        <WaitingCards />
        <ClaimsWaitingCard />
      </Stack>
    </Container>
  );
}
