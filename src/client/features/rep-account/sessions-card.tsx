import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
        {/* One row per browser that wraps on a phone: nothing reaches past the screen's edge. */}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
          {list.map((session) => (
            <Group key={session.id} component="li" justify="space-between" wrap="wrap" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <div>
                <Group gap="xs">
                  <Text fw={500}>{session.device}</Text>
                  {session.current && <Badge variant="light">This browser</Badge>}
                </Group>
                <Text size="sm" c="gray.7">
                  {session.address ?? 'Unknown address'} · last seen {when(session.lastSeenAt)}
                </Text>
              </div>
              {!session.current && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`End the session of ${session.device}`}
                  loading={end.isPending && end.variables?.id === session.id}
                  onClick={() => end.mutate({ id: session.id })}
                >
                  End
                </Button>
              )}
            </Group>
          ))}
        </Stack>
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
