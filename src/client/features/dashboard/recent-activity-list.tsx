import { Paper, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_REFRESH_MS } from '../../../shared/analytics';
import { trpc } from '../../trpc';

export function RecentActivityList() {
  const activity = trpc.analytics.recentActivity.useQuery(undefined, { refetchInterval: DASHBOARD_REFRESH_MS });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3" mb="md">
        Recent Activity
      </Title>
      {activity.data?.length === 0 && <Text c="gray.7">No activity yet.</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {activity.data?.map((item) => (
          <li key={item.id}>
            <Text fw={500}>{item.description}</Text>
            <Text size="xs" c="gray.7">
              {new Date(item.createdAt).toLocaleString('en-US')}
            </Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
