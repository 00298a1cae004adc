import { Container, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DASHBOARD_REFRESH_MS, type StatsRange } from '../../../shared/analytics';
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
import { WaitingCards } from './waiting-cards';

const rangeOptions = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: 'all', label: 'All time' },
];

export function DashboardView() {
  const [range, setRange] = useState<StatsRange>('all');
  const utils = trpc.useUtils();
  const stats = trpc.analytics.stats.useQuery({ days: range }, { refetchInterval: DASHBOARD_REFRESH_MS });

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
          <SegmentedControl aria-label="Date range" value={range} onChange={(value) => setRange(value as StatsRange)} data={rangeOptions} />
        </Group>
        <SignInActivityNotice />
        <WaitingCards />
        {stats.data ? (
          <>
            <MetricCards metrics={stats.data.metrics} />
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
