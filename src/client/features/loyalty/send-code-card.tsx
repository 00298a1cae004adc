import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { sendCodeInputSchema } from '../../../shared/loyalty';
import { useHumanCheck } from '../../components/human-check/human-check';
import { trpc } from '../../trpc';
import { showError } from './loyalty-toasts';
import { SectionCard } from './section-card';

/** The cure for a lost code: it is emailed to the member's own address, never shown here. */
export function SendCodeCard() {
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(sendCodeInputSchema, { sync: true }) });
  const sendCode = trpc.loyalty.sendCode.useMutation({
    onSuccess: () => humanCheck.done(),
    onError: (error) => humanCheck.ask(error) || showError(error, 'Failed to send your code'),
  });
  const humanCheck = useHumanCheck((altcha) => sendCode.mutate({ ...form.getValues(), altcha }));
  return (
    <SectionCard title="Lost your code?">
      {sendCode.isSuccess ? (
        <Alert color="pink" title="Check your email" role="status">
          If {sendCode.variables.email} is a member, its loyalty code is on its way to that address.
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((values) => sendCode.mutate(values))} noValidate>
          <Stack>
            <Text c="gray.7" size="sm">
              Enter the email you joined with and we will send your code to it.
            </Text>
            <TextInput label="Your email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            {humanCheck.element}
            <Button type="submit" variant="light" disabled={sendCode.isPending}>
              {sendCode.isPending ? 'Sending...' : 'Email me my code'}
            </Button>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
