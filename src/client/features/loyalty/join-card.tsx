import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { joinInputSchema } from '../../../shared/loyalty';
import { trpc } from '../../trpc';
import { showError, showSuccess } from './loyalty-toasts';
import { SectionCard } from './section-card';

/** Enrolment for visitors without a code: email and first name give a code at once. */
export function JoinCard({ onJoined }: { onJoined: (code: string) => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { email: '', firstName: '' },
    validate: schemaResolver(joinInputSchema, { sync: true }),
  });
  const join = trpc.loyalty.join.useMutation({
    onSuccess: ({ member }) => {
      // The answer already holds the member: no second lookup needed.
      utils.loyalty.member.setData({ code: member.loyaltyCode }, { member });
      showSuccess('Welcome to the programme!', `Your loyalty code is ${member.loyaltyCode}.`);
      onJoined(member.loyaltyCode);
    },
    onError: (error) => showError(error, 'Failed to join the programme'),
  });
  return (
    <SectionCard title="New here? Join free">
      <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
        <Stack>
          <Text c="gray.7" size="sm">
            Get your loyalty code now and earn 1 point for every $1 you spend.
          </Text>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
          <Button type="submit" variant="light" disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join & Get My Code'}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
