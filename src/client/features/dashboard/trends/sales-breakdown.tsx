import { BarChart } from '@mantine/charts';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_REFRESH_MS } from '../../../../shared/analytics';
import { formatCents } from '../../../../shared/money';
import { sourceLabels, type TrendRange } from '../../../../shared/sales-trends';
import { trpc } from '../../../trpc';
import { dollars } from './chart-labels';
import { FigureTable } from './figure-table';

const count = (value: number) => value.toLocaleString('en-US');

/** What brings sales: revenue per source, per email and per product, with "recommended → bought". */
export function SalesBreakdown({ days }: { days: TrendRange }) {
  const sales = trpc.analytics.sales.useQuery({ days }, { refetchInterval: DASHBOARD_REFRESH_MS });
  if (!sales.data) return <Skeleton height={220} radius="lg" role="status" aria-label="Loading sales" />;
  const { totals, bySource, byEmail, byProduct } = sales.data;
  return (
    <Paper withBorder radius="lg" p="lg" aria-labelledby="sales-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="sales-title">
            What brings sales
          </Title>
          <Text size="sm" c="gray.7" data-testid="sales-totals">
            Last {days} days: {count(totals.orders)} store orders, {formatCents(totals.revenueCents)}; {formatCents(totals.creditedRevenueCents)} credited to a quiz
            (within 30 days) or an email click (within 7 days).
          </Text>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            Revenue per source
          </Title>
          <FigureTable
            title="Revenue per source"
            fileName={`revenue-per-source-last-${days}-days.csv`}
            header={['Source', 'Orders', 'Revenue']}
            rows={bySource.map((row) => [sourceLabels[row.source], count(row.orders), formatCents(row.revenueCents)])}
          >
            <div role="img" aria-label={`Revenue per source: ${bySource.map((row) => `${sourceLabels[row.source]} ${formatCents(row.revenueCents)}`).join(', ') || 'none yet'}`}>
              <BarChart
                h={Math.max(120, bySource.length * 36)}
                data={bySource.map((row) => ({ source: sourceLabels[row.source], revenue: row.revenueCents / 100 }))}
                dataKey="source"
                orientation="vertical"
                series={[{ name: 'revenue', label: 'Revenue', color: 'pink.7' }]}
                yAxisProps={{ width: 96 }}
                gridAxis="none"
                valueFormatter={dollars}
              />
            </div>
          </FigureTable>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            Revenue per email
          </Title>
          <FigureTable
            title="Orders credited to a click on one of our emails"
            fileName={`revenue-per-email-last-${days}-days.csv`}
            header={['Email', 'Orders', 'Revenue']}
            rows={byEmail.map((row) => [row.label, count(row.orders), formatCents(row.revenueCents)])}
          />
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            Revenue per product
          </Title>
          <FigureTable
            title="Products: revenue, and how often a recommendation was bought"
            fileName={`revenue-per-product-last-${days}-days.csv`}
            header={['Product', 'Units', 'Revenue', 'Recommended (people)', 'Bought after recommendation', 'Recommended → bought']}
            rows={byProduct.map((row) => [
              row.name,
              count(row.units),
              formatCents(row.revenueCents),
              count(row.recommended),
              count(row.boughtAfterRecommendation),
              row.rate === null ? '—' : `${row.rate}%`,
            ])}
          />
        </div>
      </Stack>
    </Paper>
  );
}
