import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ownerEmailInput } from '../../../shared/staff-accounts';
import { trpc } from '../../trpc';

/**
 * For the owner of a shop set up before accounts: she names her address; a link confirms it,
 * and from then on she signs in with it (and can reset a forgotten password by email).
 */
export function OwnerAddressCard() {
  const request = trpc.rep.requestOwnerEmail.useMutation({ onError: (error) => form.setFieldError('email', error.message) });
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(ownerEmailInput, { sync: true }) });
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            Your email address
          </Title>
          <Text size="sm" c="gray.7">
            The back-office now has accounts. Give your address: once you click the link we send to it, you sign in with it and your password, and you can
            invite others to help.
          </Text>
          {request.isSuccess ? (
            <Alert color="green" role="status">
              Check your inbox: click the link in the email to confirm {form.values.email}.
            </Alert>
          ) : (
            <>
              <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
                Send the confirmation link
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
