import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../trpc';

/**
 * The page a newsletter confirmation link opens. Confirming takes a press of the button, not the
 * page load: mail scanners open links to check them, and a scan must not subscribe anyone.
 */
export function NewsletterConfirmCard({ token }: { token: string }) {
  const confirm = trpc.newsletter.confirm.useMutation();

  if (confirm.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1}>You are subscribed</Title>
        <Text>Thank you for confirming. Our beauty tips, launches and seasonal advice will reach this address; every newsletter has a one-click unsubscribe link.</Text>
        <Group>
          <Button component={Link} to="/learning-hub" variant="light">
            Read the learning hub
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>Confirm your subscription</Title>
      <Text>Press the button to confirm that this email address is yours and that you want the BeautyMatch newsletter.</Text>
      {confirm.error ? (
        <Alert color="red" title="We could not confirm your subscription">
          {confirm.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button loading={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          Confirm my subscription
        </Button>
      </Group>
    </Stack>
  );
}
