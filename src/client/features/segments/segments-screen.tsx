import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../trpc';
import { SegmentDetails } from './segment-details';
import { SegmentEditor } from './segment-editor';
import classes from './segments.module.css';

/** Her saved segments, one opened at a time, and the editor for a new one. */
export function SegmentsScreen() {
  const list = trpc.segments.list.useQuery();
  const [opened, setOpened] = useState<number | null>(null);
  const segments = list.data?.segments ?? [];
  return (
    <Stack gap="lg">
      <Text c="gray.7">A segment is a set of conditions over what the shop knows of each person. Consent applies on top: a campaign reaches only those who accept newsletters.</Text>
      {segments.length > 0 ? (
        <Group component="ul" gap="xs" aria-label="Saved segments" className={classes.list}>
          {segments.map((segment) => (
            <li key={segment.id}>
              <Button variant={segment.id === opened ? 'filled' : 'light'} aria-pressed={segment.id === opened} onClick={() => setOpened(segment.id)}>
                {segment.name}
              </Button>
            </li>
          ))}
        </Group>
      ) : (
        <Text c="gray.7">{list.isPending ? 'Loading the segments…' : 'No segments yet.'}</Text>
      )}
      {opened !== null && <SegmentDetails key={opened} id={opened} onDeleted={() => setOpened(null)} />}
      <Divider />
      <SegmentEditor onSaved={setOpened} />
    </Stack>
  );
}
