import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsStats } from '../../../shared/analytics';

export function ConversionFunnel({ steps }: { steps: AnalyticsStats['conversionFunnel'] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3" mb="md">
        Conversion Funnel
      </Title>
      <Stack gap="sm">
        {steps.map((step) => (
          <div key={step.step}>
            <Group justify="space-between">
              <Text fw={600}>{step.step}</Text>
              <Text size="sm">
                {step.count.toLocaleString('en-US')} ({step.percentage}%)
              </Text>
            </Group>
            <Progress value={Math.min(step.percentage, 100)} aria-label={`${step.step}: ${step.percentage}%`} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
