import { Container, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DASHBOARD_REFRESH_MS, type StatsRange } from '../../../shared/analytics';
import { type FunnelSource, funnelSources, sourceLabels } from '../../../shared/sales-trends';
import { trpc } from '../../trpc';
import { ClaimsWaitingCard } from './claims-waiting-card';
import { ConversionFunnel } from './conversion-funnel';
import { DashboardUnavailable } from './dashboard-unavailable';
import { EmailSequenceList } from './email-sequence-list';
import { LastBackupCard } from './last-backup-card';
import { LeadsTable } from './leads-table';
import { MetricCards } from './metric-cards';
import { RecentActivityList } from './recent-activity-list';
import { ShopHealthCard } from './shop-health-card';
import { SignInActivityNotice } from './sign-in-activity-notice';
import { SurveyFollowUpsCard } from './survey-follow-ups-card';
import { SurveySummary } from './survey-summary';
import { SalesBreakdown } from './trends/sales-breakdown';
import { TrendsSection } from './trends/trends-section';
import { WaitingCards } from './waiting-cards';

const rangeOptions = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last 365 days' },
  { value: 'all', label: 'All time' },
];
const sourceOptions = [{ value: '', label: 'All sources' }, ...funnelSources.map((source) => ({ value: source, label: sourceLabels[source] }))];

export function DashboardView() {
  const [range, setRange] = useState<StatsRange>('all');
  const [source, setSource] = useState<FunnelSource | undefined>();
  const utils = trpc.useUtils();
  const stats = trpc.analytics.stats.useQuery({ days: range, ...(source ? { source } : {}) }, { refetchInterval: DASHBOARD_REFRESH_MS });
  // The charts cover at most a year ("all time" draws the last 365 days).
  const chartDays = range === 'all' ? '365' : range;

  // A session that expired while the page was open: go back to the sign-in form.
  const signedOut = stats.error?.data?.httpStatus === 401;
  useEffect(() => {
    if (signedOut) void utils.rep.session.invalidate();
  }, [signedOut, utils]);
  if (stats.isError) return <DashboardUnavailable onRetry={() => void stats.refetch()} />;

  return (
    <Container size="lg" px={0} py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Campaign Dashboard</Title>
            <Text c="gray.7">Refreshes every 30 seconds.</Text>
          </div>
          <Group gap="sm">
            <NativeSelect label="Date range" value={range} onChange={(event) => setRange(event.currentTarget.value as StatsRange)} data={rangeOptions} />
            <NativeSelect
              label="Visitors from"
              value={source ?? ''}
              onChange={(event) => setSource((event.currentTarget.value || undefined) as FunnelSource | undefined)}
              data={sourceOptions}
            />
          </Group>
        </Group>
        <SignInActivityNotice />
        <WaitingCards />
        {stats.data ? (
          <>
            <MetricCards metrics={stats.data.metrics} />
            <TrendsSection days={chartDays} source={source} />
            <SalesBreakdown days={chartDays} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ConversionFunnel steps={stats.data.conversionFunnel} outside={stats.data.purchasesOutsideFunnel} />
              <RecentActivityList />
              <SurveySummary />
              <ShopHealthCard />
              <SurveyFollowUpsCard />
            </SimpleGrid>
            {/* The full width: five columns of figures do not fit half of a laptop's screen. */}
            <EmailSequenceList range={range} />
            <ClaimsWaitingCard />
            <LastBackupCard />
            <LeadsTable />
          </>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-label="Loading analytics">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={110} radius="lg" />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
