import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';
import { countLine } from './segment-editor';

/** A saved segment: its count, the first people it holds (all of them in the CSV) and a delete button. */
export function SegmentDetails({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const segment = trpc.segments.get.useQuery({ id }, { retry: false });
  const people = trpc.segments.people.useQuery({ id }, { retry: false });
  const utils = trpc.useUtils();
  const remove = trpc.segments.remove.useMutation({
    onSuccess: async () => {
      await utils.segments.list.invalidate();
      onDeleted();
    },
  });
  if (segment.error) {
    return (
      <Alert color="red" title="The segment could not be opened">
        {segment.error.message}
      </Alert>
    );
  }
  if (!segment.data) return <Text role="status">Loading the segment…</Text>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="segment-title">
      <Title order={2} id="segment-title" fz="h3">
        {segment.data.segment.name}
      </Title>
      <Text fw={700}>{countLine(segment.data)}</Text>
      <Group>
        <Anchor href={`/api/admin/segments/${id}/people.csv`} download>
          Download the people (CSV)
        </Anchor>
        <Button variant="outline" color="red.9" size="xs" loading={remove.isPending} onClick={() => remove.mutate({ id })}>
          Delete segment
        </Button>
      </Group>
      <List aria-label="People in the segment" spacing={2}>
        {(people.data?.people ?? []).map((person) => (
          <List.Item key={person.personId}>
            {person.email ?? 'No address'}
            {person.acceptsNewsletters ? '' : ' (does not accept newsletters)'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
