import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../trpc';

/** On the dashboard: how many purchase claims wait, and the way to the review queue. */
export function ClaimsWaitingCard() {
  const pending = trpc.loyaltyReview.claims.useQuery({ status: 'pending', limit: 1 });
  const waiting = pending.data?.total ?? 0;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between">
        <div>
          <Title order={2} fz="h3">
            Loyalty claims
          </Title>
          <Text c="gray.7">{pending.data ? `${waiting} purchase claim${waiting === 1 ? '' : 's'} waiting for review` : 'Loading…'}</Text>
        </div>
        <Button component={Link} to="/dashboard/loyalty">
          Review claims
        </Button>
      </Group>
    </Paper>
  );
}
