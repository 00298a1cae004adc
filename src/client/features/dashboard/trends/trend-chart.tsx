import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { SalesTrends, TrendMeasure } from '../../../../shared/sales-trends';
import { formatCents } from '../../../../shared/money';
import { dollars, measureTitles, shortDay, wholeNumber } from './chart-labels';
import { FigureTable } from './figure-table';

interface TrendChartProps {
  measure: TrendMeasure;
  trends: SalesTrends;
}

/** One measure over the range, the period before as a faint dashed line, with its table and CSV. */
export function TrendChart({ measure, trends }: TrendChartProps) {
  const money = measure === 'revenueCents';
  const title = measureTitles[measure];
  const shown = (value: number) => (money ? formatCents(value) : wholeNumber(value));
  const data = trends.points.map((point) => ({
    label: shortDay(point.start),
    current: money ? point.current[measure] / 100 : point.current[measure],
    previous: money ? point.previous[measure] / 100 : point.previous[measure],
  }));
  const total = (period: 'current' | 'previous') => trends.points.reduce((sum, point) => sum + point[period][measure], 0);
  const bucket = trends.bucket === 'week' ? 'Week from' : 'Day';
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`trend-${measure}`}>
      <Text fw={700}>{title}</Text>
      <Text size="sm" c="gray.7" data-testid={`trend-${measure}-total`}>
        {shown(total('current'))} · before: {shown(total('previous'))}
      </Text>
      <FigureTable
        title={title}
        fileName={`${measure}-last-${trends.days}-days.csv`}
        header={[bucket, 'This period', `${bucket} (before)`, 'Period before']}
        rows={trends.points.map((point) => [point.start, shown(point.current[measure]), point.previousStart, shown(point.previous[measure])])}
      >
        <div role="img" aria-label={`${title}: ${shown(total('current'))} in the last ${trends.days} days, ${shown(total('previous'))} in the ${trends.days} before`}>
          <LineChart
            h={150}
            data={data}
            dataKey="label"
            series={[
              { name: 'current', label: 'This period', color: 'pink.7' },
              { name: 'previous', label: 'Period before', color: 'gray.4', strokeDasharray: '4 4' },
            ]}
            curveType="linear"
            withDots={false}
            gridAxis="x"
            tickLine="none"
            yAxisProps={{ width: money ? 56 : 36, allowDecimals: false }}
            xAxisProps={{ minTickGap: 24 }}
            valueFormatter={money ? dollars : wholeNumber}
          />
        </div>
      </FigureTable>
    </Paper>
  );
}
