import { Button, NumberInput, Select, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { loyaltyTiers } from '../../../shared/loyalty';
import { type AdminReward, MAX_REWARD_POINTS } from '../../../shared/reward-admin';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

/** One reward, edited in place; saving names the version it showed, so a newer save is never overwritten. */
export function RewardRow({ reward }: { reward: AdminReward }) {
  const utils = trpc.useUtils();
  const [pointsCost, setPointsCost] = useState(reward.pointsCost);
  const [minTier, setMinTier] = useState(reward.minTier);
  const [active, setActive] = useState(reward.active);
  const changed = pointsCost !== reward.pointsCost || minTier !== reward.minTier || active !== reward.active;
  const update = trpc.rewardAdmin.update.useMutation({
    onSuccess: ({ reward: saved }) => {
      // The saved version replaces the row at once (it is keyed by version), so an edit made
      // right after the toast is not lost to a remount when the list's refetch arrives.
      utils.rewardAdmin.list.setData(undefined, (old) => old && { rewards: old.rewards.map((row) => (row.id === saved.id ? saved : row)) });
      showToast('Reward saved', `${saved.name} is updated for members.`);
      void utils.rewardAdmin.list.invalidate();
    },
    onError: (error) => {
      showToast('Error', error.message, 'destructive');
      if (error.data?.httpStatus === 409) void utils.rewardAdmin.list.invalidate();
    },
  });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{reward.name}</Text>
        <Text size="sm" c="gray.7">
          {reward.description}
        </Text>
      </Table.Td>
      <Table.Td data-label="Points">
        <NumberInput
          aria-label={`${reward.name}: points`}
          value={pointsCost}
          onChange={(value) => setPointsCost(typeof value === 'number' ? value : 0)}
          min={1}
          max={MAX_REWARD_POINTS}
          allowDecimal={false}
          thousandSeparator=","
          w={120}
        />
      </Table.Td>
      <Table.Td data-label="From tier">
        <Select aria-label={`${reward.name}: from tier`} data={[...loyaltyTiers]} value={minTier} allowDeselect={false} onChange={(value) => value && setMinTier(value as AdminReward['minTier'])} w={130} />
      </Table.Td>
      <Table.Td data-label="Offered">
        <Switch aria-label={`${reward.name}: offered`} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>
        <Button size="xs" disabled={!changed || pointsCost < 1} loading={update.isPending} onClick={() => update.mutate({ id: reward.id, version: reward.version, pointsCost, minTier, active })}>
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
