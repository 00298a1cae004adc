import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { emailSequenceBenchmarks } from '../../../shared/analytics';

/** SPEC's figures, shown as industry benchmarks: no emails are sent from this site yet. */
export function EmailSequenceList() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3">
        Email Sequence Performance
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Benchmark open rates for a four-email welcome sequence
      </Text>
      <Stack gap="xs">
        {emailSequenceBenchmarks.map((email) => (
          <Group key={email.name} justify="space-between">
            <div>
              <Text fw={600}>{email.name}</Text>
              <Text size="sm" c="gray.7">
                {email.timing}
              </Text>
            </div>
            <Text fw={700}>{email.openRate}%</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
