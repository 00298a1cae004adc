import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { AnalyticsStats } from '../../../shared/analytics';

interface ConversionFunnelProps {
  steps: AnalyticsStats['conversionFunnel'];
  outside: AnalyticsStats['purchasesOutsideFunnel'];
}

/** People who started the quiz, how many completed it, and how many of those took each later step; purchases of others beside. */
export function ConversionFunnel({ steps, outside }: ConversionFunnelProps) {
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
        <Text size="sm" c="gray.7">
          Of the people who started the quiz in this range: how many completed it, and of those, how many confirmed an email, filled a cart or made a loyalty purchase, in any order.
        </Text>
        <Text size="sm" data-testid="purchases-outside-funnel">
          Beside the funnel: {outside.purchases.toLocaleString('en-US')} loyalty purchase{outside.purchases === 1 ? '' : 's'} by {outside.members.toLocaleString('en-US')}{' '}
          member{outside.members === 1 ? '' : 's'} who never took the quiz.
        </Text>
      </Stack>
    </Paper>
  );
}
