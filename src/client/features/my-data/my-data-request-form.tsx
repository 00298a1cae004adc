import { Alert, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type MyDataAction, myDataRequestInputSchema } from '../../../shared/people';
import { useHumanCheck } from '../../components/human-check/human-check';
import { trpc } from '../../trpc';

/** The "Your data" page without a link: the person gives their email and says what they want. */
export function MyDataRequestForm() {
  const form = useForm<{ email: string; action: MyDataAction }>({
    initialValues: { email: '', action: 'export' },
    validate: schemaResolver(myDataRequestInputSchema, { sync: true }),
  });
  const request = trpc.myData.request.useMutation({ onSuccess: () => humanCheck.done(), onError: (error) => humanCheck.ask(error) });
  const humanCheck = useHumanCheck((altcha) => request.mutate({ ...form.getValues(), altcha }));
  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1}>Check your email</Title>
        <Text>
          If we hold data about {form.values.email}, a link is on its way there. Open it to {form.values.action === 'export' ? 'download your data' : 'confirm erasing your data'}.
        </Text>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
      <Stack gap="md">
        <Title order={1}>Your data</Title>
        <Text>
          Ask for a copy of everything BeautyMatch holds about you, or for all of it to be erased. We send a link to your email address, so only you can act on it.
        </Text>
        <TextInput label="Your email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <SegmentedControl
          aria-label="What would you like?"
          data={[
            { value: 'export', label: 'Send me my data' },
            { value: 'erase', label: 'Erase my data' },
          ]}
          {...form.getInputProps('action')}
        />
        {humanCheck.element}
        {request.error && !humanCheck.element && (
          <Alert color="red" title="We could not send the link">
            {request.error.message}
          </Alert>
        )}
        <Button type="submit" loading={request.isPending} w="fit-content">
          Email me the link
        </Button>
      </Stack>
    </form>
  );
}
