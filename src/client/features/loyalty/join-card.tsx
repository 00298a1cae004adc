import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { joinInputSchema } from '../../../shared/loyalty';
import { useHumanCheck } from '../../components/human-check/human-check';
import { trpc } from '../../trpc';
import { useEarnRate } from './earn-rate';
import { showError } from './loyalty-toasts';
import { SectionCard } from './section-card';

/**
 * Enrolment for visitors without a code. The code is not shown here: it goes to the address once
 * its owner confirms it, so typing someone else's email gets the typist nothing.
 */
export function JoinCard() {
  const earnRate = useEarnRate();
  const form = useForm({
    initialValues: { email: '', firstName: '' },
    validate: schemaResolver(joinInputSchema, { sync: true }),
  });
  const join = trpc.loyalty.join.useMutation({
    onSuccess: () => humanCheck.done(),
    onError: (error) => humanCheck.ask(error) || showError(error, 'Failed to join the programme'),
  });
  const humanCheck = useHumanCheck((altcha) => join.mutate({ ...form.getValues(), altcha }));
  return (
    <SectionCard title="New here? Join free">
      {join.isSuccess ? (
        <Alert color="pink" title="Check your email" role="status">
          We sent a link to {join.variables.email}. Confirm your address with it, and your loyalty code arrives in the next email.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => join.mutate(values))} noValidate>
          <Stack>
            <Text c="gray.7" size="sm">
              Earn {earnRate} you spend. We email you a link to confirm your address, then your code.
            </Text>
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            {humanCheck.element}
            <Button type="submit" variant="light" disabled={join.isPending}>
              {join.isPending ? 'Joining...' : 'Join & Get My Code'}
            </Button>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
