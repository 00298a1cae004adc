import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../trpc';

/** Ends every session (a lost phone, a shared computer), this one too, after asking. */
export function SignOutEverywhereCard() {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const signOut = trpc.rep.signOutEverywhere.useMutation({ onSuccess: () => utils.rep.session.invalidate() });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Sign out everywhere
        </Title>
        <Text size="sm" c="gray.7">
          Signs out every browser that is signed in to the back-office, this one included, and forgets the browsers you signed in from.
        </Text>
        <Button color="red" variant="light" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
          Sign out everywhere
        </Button>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Sign out everywhere?">
        <Stack>
          <Text size="sm">Every browser, this one included, will need the password again.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
