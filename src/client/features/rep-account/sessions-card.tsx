import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where she is signed in: each browser with its address and when it was last seen; end any, or all others. */
export function SessionsCard() {
  const utils = trpc.useUtils();
  const sessions = trpc.rep.sessions.useQuery();
  const refresh = () => utils.rep.sessions.invalidate();
  const end = trpc.rep.endSession.useMutation({ onSuccess: refresh });
  const endOthers = trpc.rep.endOtherSessions.useMutation({ onSuccess: refresh });
  const list = sessions.data?.sessions ?? [];

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Where you are signed in
        </Title>
        {sessions.isError && (
          <Alert color="red" role="alert">
            {sessions.error.message}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Browser</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Group gap="xs">
                      {session.device}
                      {session.current && <Badge variant="light">This browser</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{session.address ?? '—'}</Table.Td>
                  <Table.Td>{when(session.lastSeenAt)}</Table.Td>
                  <Table.Td>
                    {!session.current && (
                      <Button size="xs" variant="default" loading={end.isPending && end.variables?.id === session.id} onClick={() => end.mutate({ id: session.id })}>
                        Sign out
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.length > 1 && (
          <Button variant="light" onClick={() => endOthers.mutate()} loading={endOthers.isPending} style={{ alignSelf: 'flex-start' }}>
            Sign out all other browsers
          </Button>
        )}
        {endOthers.isSuccess && (
          <Text size="sm" role="status">
            {endOthers.data.ended} other session{endOthers.data.ended === 1 ? '' : 's'} ended.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
