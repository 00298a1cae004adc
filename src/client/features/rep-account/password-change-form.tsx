import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { REP_PASSWORD_MIN_LENGTH, repPasswordChangeInput } from '../../../shared/rep-auth';
import { trpc } from '../../trpc';

/** Current and new password; other browsers signed in with the old one are signed out. */
export function PasswordChangeForm() {
  const change = trpc.rep.changePassword.useMutation({
    onSuccess: () => form.reset(),
    // The server's word on a field shows under that field, once.
    onError: (error) => {
      if (error.data?.field) form.setFieldError(error.data.field, error.message);
    },
  });
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '' },
    validate: schemaResolver(repPasswordChangeInput, { sync: true }),
  });

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            Change your password
          </Title>
          <Text size="sm" c="gray.7">
            At least {REP_PASSWORD_MIN_LENGTH} characters; a short sentence is easy to remember and hard to guess. Other browsers signed in
            with the old password are signed out.
          </Text>
          {change.isSuccess && (
            <Alert color="green" role="status">
              Your password is changed.
            </Alert>
          )}
          {change.error && !change.error.data?.field && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
