import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyticsStats } from '../../../shared/analytics';
import { formatCents } from '../../../shared/money';

export function MetricCards({ metrics }: { metrics: AnalyticsStats['metrics'] }) {
  const cards = [
    { label: 'Quiz Completions', value: metrics.quizCompletions.toLocaleString('en-US') },
    { label: 'Email Signups', value: metrics.emailSignups.toLocaleString('en-US') },
    { label: 'Email Capture Rate', value: `${metrics.emailCaptureRate}%` },
    { label: 'Sales Generated', value: formatCents(metrics.salesGenerated), note: `${metrics.returnCustomers} return customers` },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="lg" p="lg">
          <Text size="sm" c="gray.7" fw={600}>
            {card.label}
          </Text>
          <Text fz={30} fw={800} aria-label={`${card.label}: ${card.value}`}>
            {card.value}
          </Text>
          {card.note && (
            <Text size="sm" c="gray.7">
              {card.note}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
