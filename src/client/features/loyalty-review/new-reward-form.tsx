import { Button, Group, NumberInput, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loyaltyTiers } from '../../../shared/loyalty';
import { type CreateRewardInput, MAX_REWARD_POINTS } from '../../../shared/reward-admin';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

const emptyReward: CreateRewardInput = { name: '', description: '', pointsCost: 100, minTier: 'Bronze', active: true };

/** Adds a reward, offered to members at once. */
export function NewRewardForm() {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: emptyReward,
    validate: {
      name: (value) => (value.trim() ? null : 'Name is required'),
      description: (value) => (value.trim() ? null : 'Description is required'),
      pointsCost: (value) => (Number.isInteger(value) && value >= 1 ? null : 'A reward costs at least 1 point'),
    },
  });
  const create = trpc.rewardAdmin.create.useMutation({
    onSuccess: ({ reward }) => {
      showToast('Reward added', `${reward.name} is offered to members.`);
      form.reset();
      void utils.rewardAdmin.list.invalidate();
    },
    onError: (error) => {
      if (error.data?.field) form.setFieldError(error.data.field, error.message);
      showToast('Error', error.message, 'destructive');
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(values))}>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          New reward
        </Title>
        <Group grow align="flex-start">
          <TextInput label="Reward name" {...form.getInputProps('name')} />
          <NumberInput label="Points" min={1} max={MAX_REWARD_POINTS} allowDecimal={false} thousandSeparator="," {...form.getInputProps('pointsCost')} />
          <Select label="From tier" data={[...loyaltyTiers]} allowDeselect={false} {...form.getInputProps('minTier')} />
        </Group>
        <Textarea label="Reward description" autosize minRows={2} {...form.getInputProps('description')} />
        <Button type="submit" w="fit-content" loading={create.isPending}>
          Add reward
        </Button>
      </Stack>
    </form>
  );
}
