import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { REP_PASSWORD_MIN_LENGTH } from '../../../../shared/rep-auth';
import { acceptInvitationInput } from '../../../../shared/staff-accounts';
import { trpc } from '../../../trpc';

/** Accepting an invitation: she chooses her password, is signed in, and goes on to set up her second factor. */
export function JoinForm({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const accept = trpc.rep.acceptInvitation.useMutation({
    onSuccess: async () => {
      await utils.rep.session.invalidate();
      await navigate({ to: '/dashboard/account' });
    },
    onError: (error) => {
      if (error.data?.field === 'password') form.setFieldError('password', error.message);
    },
  });
  const form = useForm({ initialValues: { token, password: '' }, validate: schemaResolver(acceptInvitationInput, { sync: true }) });
  return (
    <form onSubmit={form.onSubmit((values) => accept.mutate(values))} noValidate>
      <Stack>
        <Title order={1} fz="h2">
          Join the shop’s back-office
        </Title>
        <Text size="sm" c="gray.7">
          Choose your password: at least {REP_PASSWORD_MIN_LENGTH} characters. You sign in with this email address and it.
        </Text>
        {accept.error && accept.error.data?.field !== 'password' && (
          <Alert color="red" role="alert">
            {accept.error.message}
          </Alert>
        )}
        <PasswordInput label="Your password" autoComplete="new-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={accept.isPending} style={{ alignSelf: 'flex-start' }}>
          Accept the invitation
        </Button>
      </Stack>
    </form>
  );
}
