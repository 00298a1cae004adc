import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MemberRedemption } from '../../../shared/redemptions';
import { trpc } from '../../trpc';
import { SectionCard } from './section-card';
import { countOf } from '../../../shared/count-words';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What happened to a redemption, in the member's words. */
function statusText(redemption: MemberRedemption): string {
  const on = redemption.decidedAt ? dateFormat.format(new Date(redemption.decidedAt)) : '';
  if (redemption.status === 'fulfilled') return `Fulfilled on ${on}`;
  if (redemption.status === 'cancelled') return `Cancelled: ${redemption.cancelReason ?? 'no reason given'}. Your ${countOf(redemption.pointsUsed, 'point')} ${redemption.pointsUsed === 1 ? 'was' : 'were'} returned.`;
  return 'Issued: show this code to your representative';
}

/** Filled, dark enough for white text at WCAG AA (the light variants are not at badge size). */
const badge = { issued: ['Issued', 'pink.9'], fulfilled: ['Fulfilled', '#237032'], cancelled: ['Cancelled', 'gray.7'] } as const;

/** The member's rewards: each code and whether it is waiting, handed over or cancelled. */
export function RedemptionsCard({ code }: { code: string }) {
  const redemptions = trpc.loyalty.redemptions.useQuery({ code });
  const rows = redemptions.data?.redemptions ?? [];
  if (redemptions.isSuccess && rows.length === 0) return null;
  return (
    <SectionCard title="Your Rewards">
      {redemptions.isPending && <Text c="gray.7">Loading your rewards…</Text>}
      {redemptions.isError && <Text c="red.9">{redemptions.error.message}</Text>}
      {rows.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your rewards">
          {rows.map((row) => {
            const [label, color] = badge[row.status];
            return (
              <Group component="li" key={row.redemptionCode} justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{row.rewardName}</Text>
                  <Text size="sm" style={{ fontFamily: 'monospace' }}>
                    {row.redemptionCode}
                  </Text>
                  <Text size="sm" c="gray.7">
                    Redeemed {dateFormat.format(new Date(row.createdAt))} · {statusText(row)}
                  </Text>
                </Stack>
                <Badge color={color} variant="filled" style={{ flexShrink: 0 }}>
                  {label}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
