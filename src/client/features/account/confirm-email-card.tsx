import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../trpc';

/**
 * The page a confirmation link opens. Confirming takes a press of the button, not the page load:
 * mail scanners open links to check them, and a scan must not confirm anyone.
 */
export function ConfirmEmailCard({ token }: { token: string }) {
  const confirm = trpc.users.confirmEmail.useMutation();

  if (confirm.data) {
    const { firstName, resultsPath, subscribed } = confirm.data;
    return (
      <Stack gap="md">
        <Title order={1}>Thank you, {firstName}: your email is confirmed</Title>
        <Text>
          Your loyalty membership is active, and your loyalty code is on its way to your inbox.
          {subscribed ? ' You will also get our personalised tips; every email has a one-click unsubscribe link.' : ''}
        </Text>
        <Group>
          {resultsPath ? (
            <Button component="a" href={resultsPath}>
              See my results
            </Button>
          ) : null}
          <Button component={Link} to="/loyalty" variant="light">
            Go to Loyalty
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>Confirm your email</Title>
      <Text>Press the button to confirm that this email address is yours. This activates your loyalty membership and any emails you asked for.</Text>
      {confirm.error ? (
        <Alert color="red" title="We could not confirm your email">
          {confirm.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          Confirm my email
        </Button>
      </Group>
    </Stack>
  );
}
