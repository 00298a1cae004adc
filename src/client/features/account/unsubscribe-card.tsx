import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';

/**
 * The page behind an email's unsubscribe link: one press, no sign-in. (Opening the page does not
 * unsubscribe by itself, since mail scanners open links; mail clients use the one-click POST.)
 */
export function UnsubscribeCard({ m, s }: { m: string; s: string }) {
  const unsubscribe = trpc.email.unsubscribe.useMutation();
  if (unsubscribe.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1}>You are unsubscribed</Title>
        <Text>We will not send you tips, offers or surveys any more. Emails you ask for yourself, like a confirmation link or your loyalty code, still reach you.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>Unsubscribe</Title>
      <Text>Stop all recommendations, tips, offers and surveys from BeautyMatch to this email address.</Text>
      {unsubscribe.error ? (
        <Alert color="red" title="We could not unsubscribe you">
          {unsubscribe.error.message}
        </Alert>
      ) : null}
      <Group>
        <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ m, s })}>
          Unsubscribe
        </Button>
      </Group>
    </Stack>
  );
}
