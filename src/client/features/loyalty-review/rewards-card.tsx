import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminReward } from '../../../shared/reward-admin';
import { trpc } from '../../trpc';
import { NewRewardForm } from './new-reward-form';
import { RewardRow } from './reward-row';
import cards from '../../components/back-office/phone-cards.module.css';

/** The reward catalogue: costs, minimum tiers and which rewards members are offered. */
export function RewardsCard() {
  const rewards = trpc.rewardAdmin.list.useQuery(undefined, { refetchOnWindowFocus: false });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Rewards
        </Title>
        <Text size="sm" c="gray.7">
          Members see offered rewards at once. A member who redeems at a cost you have just changed is shown the new cost first.
        </Text>
        {rewards.error && <Alert color="red">The rewards could not be loaded. Please try again.</Alert>}
        {rewards.data && rewards.data.rewards.length === 0 && <Text c="gray.7">No rewards yet: members see the ones you add below.</Text>}
        {rewards.data && rewards.data.rewards.length > 0 && <RewardsTable rewards={rewards.data.rewards} />}
        <NewRewardForm />
      </Stack>
    </Paper>
  );
}

function RewardsTable({ rewards }: { rewards: AdminReward[] }) {
  return (
    <Table.ScrollContainer minWidth={720} className={cards.scroll}>
      <Table aria-label="Rewards" verticalSpacing="xs" className={cards.cards}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Reward</Table.Th>
            <Table.Th>Points</Table.Th>
            <Table.Th>From tier</Table.Th>
            <Table.Th>Offered</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rewards.map((reward) => (
            // Keyed by version: a saved row starts again from what was saved.
            <RewardRow key={`${reward.id}-${reward.version}`} reward={reward} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
