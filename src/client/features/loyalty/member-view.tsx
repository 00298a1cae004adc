import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';
import { ActivityCard } from './activity-card';
import { AddPurchaseCard } from './add-purchase-card';
import { MemberSummary } from './member-summary';
import { RewardsCard } from './rewards-card';
import { RedemptionsCard } from './redemptions-card';

/** Step 2: the member's account, or the not-found state with Try Again. */
export function MemberView({ code, onReset }: { code: string; onReset: () => void }) {
  const lookup = trpc.loyalty.member.useQuery({ code });

  if (lookup.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Looking up your loyalty code" />
      </Group>
    );
  }

  if (lookup.isError) {
    const notFound = lookup.error.data?.code === 'NOT_FOUND';
    return (
      <Card withBorder radius="lg" padding="xl" maw={520} mx="auto">
        <Stack align="center" ta="center">
          <Title order={2}>{notFound ? 'Loyalty Code Not Found' : 'Something went wrong'}</Title>
          <Text c="gray.7">
            {notFound ? 'We could not find that code. Check it against your welcome email and try again.' : lookup.error.message}
          </Text>
          <Button onClick={onReset}>Try Again</Button>
        </Stack>
      </Card>
    );
  }

  const { member, tierProgress } = lookup.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>Welcome back!</Title>
          <Text>
            Loyalty code: <strong>{member.loyaltyCode}</strong>
          </Text>
        </Stack>
        {/* A drawn box (not 'subtle', whose invisible padding set the words in from the text
            above when the button wraps under it on a phone): the box lines up with the page. */}
        <Button variant="default" onClick={onReset}>
          Use a different code
        </Button>
      </Group>
      <MemberSummary member={member} progress={tierProgress} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <AddPurchaseCard code={member.loyaltyCode} />
        <RewardsCard member={member} />
      </SimpleGrid>
      <RedemptionsCard code={member.loyaltyCode} />
      <ActivityCard code={member.loyaltyCode} />
      <Alert variant="light" color="gray" title="Keep your code private">
        Anyone with your code can spend your points, so share it only with your representative.
      </Alert>
    </Stack>
  );
}
