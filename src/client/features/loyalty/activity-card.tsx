import { Badge, Group, Stack, Text } from '@mantine/core';
import type { LoyaltyTransaction } from '../../../shared/loyalty';
import { trpc } from '../../trpc';
import { SectionCard } from './section-card';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** green.9 is 4.4:1 on white, just under WCAG AA for 16 px text; this darker green is 6.1:1. */
const POSITIVE_GREEN = '#237032';

/** Confirmed points in colour; a pending claim's in grey, a rejected one's struck through. */
function PointsAmount({ row }: { row: LoyaltyTransaction }) {
  const signed = row.pointsAmount > 0 ? `+${row.pointsAmount}` : `−${Math.abs(row.pointsAmount)}`;
  if (row.status === 'confirmed') {
    return (
      <Text fw={700} c={row.pointsAmount > 0 ? POSITIVE_GREEN : 'red.9'} style={{ whiteSpace: 'nowrap' }}>
        {signed} pts
      </Text>
    );
  }
  const pending = row.status === 'pending';
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={700} c="gray.7" td={pending ? undefined : 'line-through'} style={{ whiteSpace: 'nowrap' }}>
        {signed} pts
      </Text>
      <Badge color={pending ? 'gray' : 'red'} variant="light" size="sm">
        {pending ? 'Pending' : 'Not approved'}
      </Badge>
    </Stack>
  );
}

export function ActivityCard({ code }: { code: string }) {
  const activity = trpc.loyalty.transactions.useQuery({ code });
  const rows = activity.data?.transactions ?? [];
  return (
    <SectionCard title="Recent Activity">
      {activity.isPending && <Text c="gray.7">Loading activity…</Text>}
      {activity.isError && <Text c="red.9">{activity.error.message}</Text>}
      {activity.isSuccess && rows.length === 0 && (
        <Text c="gray.7">No activity yet. Add your first purchase to start earning points!</Text>
      )}
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Recent activity">
          {rows.map((row) => (
            <Group component="li" key={row.id} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{row.description}</Text>
                <Text size="sm" c="gray.7">
                  {dateFormat.format(new Date(row.createdAt))}
                  {row.avonOrderNumber ? ` · Order #${row.avonOrderNumber}` : ''}
                </Text>
              </Stack>
              <PointsAmount row={row} />
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
