import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { repSignInInput } from '../../../shared/rep-auth';
import { trpc } from '../../trpc';

export function RepSignInForm() {
  const utils = trpc.useUtils();
  const signIn = trpc.rep.signIn.useMutation({
    onSuccess: () => utils.rep.session.invalidate(),
  });
  const form = useForm({ initialValues: { password: '' }, validate: schemaResolver(repSignInInput, { sync: true }) });

  return (
    <Container size={420} py={64}>
      <Paper withBorder radius="lg" p="xl">
        {/* POST: were it ever sent by the browser itself (before the page's script runs), the password stays out of the address. */}
        <form method="post" onSubmit={form.onSubmit((values) => signIn.mutate(values))} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              Representative sign-in
            </Title>
            <Text c="gray.7" size="sm">
              The analytics dashboard is only for the representative who runs this site.
            </Text>
            {signIn.error && (
              <Alert color="red" title="Sign-in failed" role="alert">
                {signIn.error.message}
              </Alert>
            )}
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
