import { Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { DASHBOARD_REFRESH_MS } from '../../../../shared/analytics';
import { type FunnelSource, sourceLabels, type TrendRange, trendMeasures } from '../../../../shared/sales-trends';
import { trpc } from '../../../trpc';
import { FigureTable } from './figure-table';
import { TrendChart } from './trend-chart';

const stageNames = ['Started', 'Completed', 'Email', 'Cart', 'Loyalty purchase'];

/** The overview's charts over time, and the funnel of each source, for the chosen range and source. */
export function TrendsSection({ days, source }: { days: TrendRange; source: FunnelSource | undefined }) {
  const trends = trpc.analytics.trends.useQuery({ days, ...(source ? { source } : {}) }, { refetchInterval: DASHBOARD_REFRESH_MS });
  return (
    <Paper withBorder radius="lg" p="lg" aria-labelledby="trends-title">
      <Title order={2} fz="h3" id="trends-title">
        Trends
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {trends.data?.bucket === 'week' ? 'Per week' : 'Per day'} over the last {days} days{source ? `, visitors from ${sourceLabels[source]}` : ''}; the dashed
        line is the {days} days before. Orders and revenue are all store orders{source ? ' credited to quizzes from this source' : ''}.
      </Text>
      {trends.data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {trendMeasures.map((measure) => (
              <TrendChart key={measure} measure={measure} trends={trends.data} />
            ))}
          </SimpleGrid>
          <Title order={3} fz="h4" mt="lg" mb="xs">
            Funnel by source
          </Title>
          <FigureTable
            title="People who started the quiz, by where their visit came from"
            fileName={`funnel-by-source-last-${days}-days.csv`}
            header={['Source', ...stageNames]}
            rows={trends.data.funnelBySource.map((row) => [sourceLabels[row.source], ...row.stages.map((count) => count.toLocaleString('en-US'))])}
          />
        </>
      ) : (
        <Skeleton height={180} radius="md" role="status" aria-label="Loading trends" />
      )}
    </Paper>
  );
}
