import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_REFRESH_MS } from '../../../shared/analytics';
import { trpc } from '../../trpc';

/**
 * On the dashboard: how the shop is doing behind the scenes (email, the outbox, claims, reward
 * codes, backups), one sentence each; what needs a look says so in words, not only in colour.
 */
export function ShopHealthCard() {
  const health = trpc.shopHealth.get.useQuery(undefined, { refetchInterval: DASHBOARD_REFRESH_MS });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="shop-health-title">
      <Title order={2} fz="h3" mb="md" id="shop-health-title">
        Shop health
      </Title>
      {health.isError && <Text c="red.8">The shop's health figures could not be read. They are tried again shortly.</Text>}
      {!health.data && !health.isError && <Text c="gray.7">Loading…</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {health.data?.signals.map((signal) => (
          <li key={signal.key}>
            <Group gap="xs" wrap="nowrap">
              {signal.attention ? (
                <Badge color="red.9" variant="filled" flex="none">
                  Needs a look
                </Badge>
              ) : (
                <Badge color="#237032" variant="filled" flex="none">
                  OK
                </Badge>
              )}
              <Text fw={signal.attention ? 600 : 400}>{signal.text}</Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
