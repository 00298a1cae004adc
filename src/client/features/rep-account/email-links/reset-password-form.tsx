import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { REP_PASSWORD_MIN_LENGTH } from '../../../../shared/rep-auth';
import { passwordResetInput } from '../../../../shared/staff-accounts';
import { trpc } from '../../../trpc';

/** A new password from a reset link; every browser signed in to the account is signed out. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = trpc.rep.resetPassword.useMutation({
    onError: (error) => {
      if (error.data?.field === 'password') form.setFieldError('password', error.message);
    },
  });
  const form = useForm({ initialValues: { token, password: '' }, validate: schemaResolver(passwordResetInput, { sync: true }) });
  if (reset.isSuccess) {
    return (
      <Alert color="green" role="status" title="Your password is changed">
        Every browser was signed out. <Anchor component={Link} to="/dashboard">Sign in</Anchor> with the new password.
      </Alert>
    );
  }
  return (
    <form onSubmit={form.onSubmit((values) => reset.mutate(values))} noValidate>
      <Stack>
        <Title order={1} fz="h2">
          Choose a new password
        </Title>
        <Text size="sm" c="gray.7">
          At least {REP_PASSWORD_MIN_LENGTH} characters.
        </Text>
        {reset.error && reset.error.data?.field !== 'password' && (
          <Alert color="red" role="alert">
            {reset.error.message}
          </Alert>
        )}
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={reset.isPending} style={{ alignSelf: 'flex-start' }}>
          Save the new password
        </Button>
      </Stack>
    </form>
  );
}
