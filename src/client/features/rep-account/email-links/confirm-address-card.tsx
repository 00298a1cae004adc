import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../../trpc';

/** The owner confirms the address she gave: one click (a mail scanner opening the link changes nothing). */
export function ConfirmAddressCard({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const confirm = trpc.rep.confirmOwnerEmail.useMutation({ onSuccess: () => utils.rep.session.invalidate() });
  if (confirm.isSuccess) {
    return (
      <Alert color="green" role="status" title="Your address is confirmed">
        From now on, sign in with {confirm.data.email} and your password. <Anchor component={Link} to="/dashboard">Open the back-office</Anchor>
      </Alert>
    );
  }
  return (
    <Stack>
      <Title order={1} fz="h2">
        Confirm your address
      </Title>
      <Text size="sm" c="gray.7">
        Confirm it to sign in to the back-office with it.
      </Text>
      {confirm.error && (
        <Alert color="red" role="alert">
          {confirm.error.message}
        </Alert>
      )}
      <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending} style={{ alignSelf: 'flex-start' }}>
        Confirm my address
      </Button>
    </Stack>
  );
}
