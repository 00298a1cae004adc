import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../trpc';

/**
 * Email and password, then (for an account with a second factor) the code of her authenticator
 * app or a recovery code. The owner of a shop set up before accounts leaves the email empty
 * until she has confirmed hers.
 */
export function RepSignInForm() {
  const utils = trpc.useUtils();
  const [needsCode, setNeedsCode] = useState(false);
  const signIn = trpc.rep.signIn.useMutation({
    onSuccess: () => utils.rep.session.invalidate(),
    onError: (error) => {
      if (error.data?.field === 'code') setNeedsCode(true);
    },
  });
  const form = useForm({
    initialValues: { email: '', password: '', code: '' },
    validate: { password: (value) => (value ? null : 'Enter the password'), code: (value) => (needsCode && !value.trim() ? 'Enter the code' : null) },
  });
  const submit = form.onSubmit(({ email, password, code }) =>
    signIn.mutate({ ...(email.trim() ? { email: email.trim() } : {}), password, ...(code.trim() ? { code: code.trim() } : {}) }),
  );
  // Asking for the code is a step, not a failure: only other refusals show as errors.
  const failure = signIn.error && !(needsCode && signIn.error.data?.httpStatus === 401 && !form.values.code) ? signIn.error.message : null;

  return (
    <Container size={420} py={64}>
      <Paper withBorder radius="lg" p="xl">
        {/* POST: were it ever sent by the browser itself (before the page's script runs), the password stays out of the address. */}
        <form method="post" onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} fz="h2">
              Back-office sign-in
            </Title>
            <Text c="gray.7" size="sm">
              For the people who run this shop.
            </Text>
            {failure && (
              <Alert color="red" title="Sign-in failed" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
            {needsCode && (
              <TextInput
                label="Code"
                description="The 6 digits your authenticator app shows, or one of your recovery codes."
                autoComplete="one-time-code"
                inputMode="text"
                autoFocus
                {...form.getInputProps('code')}
              />
            )}
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
            <Anchor renderRoot={(props) => <Link to="/dashboard/access/$step" params={{ step: 'forgot-password' }} {...props} />} size="sm">
              Forgot your password?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
