import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_RESET_MINUTES, passwordResetRequestInput } from '../../../../shared/staff-accounts';
import { trpc } from '../../../trpc';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const request = trpc.rep.requestPasswordReset.useMutation();
  const form = useForm({ initialValues: { email: '' }, validate: schemaResolver(passwordResetRequestInput, { sync: true }) });
  if (request.isSuccess) {
    return (
      <Alert color="green" role="status" title="Check your inbox">
        If {form.values.email} has a back-office account, a link to choose a new password is on its way. It works once, for {PASSWORD_RESET_MINUTES} minutes.
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
      <Stack>
        <Title order={1} fz="h2">
          Forgot your password?
        </Title>
        <Text size="sm" c="gray.7">
          Enter your account’s email address and we’ll send you a link to choose a new one. The owner of a shop without an email address on file uses
          REP_PASSWORD instead (see the README).
        </Text>
        {request.error && (
          <Alert color="red" role="alert">
            {request.error.message}
          </Alert>
        )}
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          Send the link
        </Button>
      </Stack>
    </form>
  );
}
