import { Group, Paper, Stack, Text } from '@mantine/core';
import type { SubscriberCounts as Counts } from '../../../shared/newsletter';

const labels: Array<[keyof Counts, string, string]> = [
  ['confirmed', 'Confirmed', 'Clicked the link in their confirmation email: they receive newsletters.'],
  ['pending', 'Waiting to confirm', 'Typed their address but have not clicked the link: they receive nothing.'],
  ['unsubscribed', 'Unsubscribed', 'Confirmed once, then unsubscribed from a newsletter or another marketing email.'],
];

/** The footer's subscribers by status: people, one each. */
export function SubscriberCounts({ counts }: { counts: Counts }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Subscribers">
      <Group grow align="flex-start">
        {labels.map(([key, label, note]) => (
          <Stack key={key} gap={2}>
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text fz="h2" fw={700} data-testid={`subscribers-${key}`}>
              {counts[key].toLocaleString('en-US')}
            </Text>
            <Text size="xs" c="gray.7">
              {note}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
