import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DASHBOARD_REFRESH_MS } from '../../../shared/analytics';
import type { WaitingCounts } from '../../../shared/digest';
import { useHydrated } from '../../lib/use-hydrated';
import { trpc } from '../../trpc';

type Card = { key: keyof Omit<WaitingCounts, 'oldestWaitingAt' | 'since'>; label: string; to?: '/dashboard/loyalty' | '/dashboard/rewards'; action?: string };

/** The daily digest's figures, each linking to where it is dealt with. */
const cards: Card[] = [
  { key: 'claimsPending', label: 'Claims to review', to: '/dashboard/loyalty', action: 'Open the claims queue' },
  { key: 'redemptionsToFulfil', label: 'Rewards to hand over', to: '/dashboard/rewards', action: 'Open the rewards queue' },
  { key: 'newMembers', label: 'New members' },
  { key: 'surveyAnswers', label: 'New survey answers' },
  { key: 'emailsFailed', label: 'Emails failed' },
];

function waited(since: string): string {
  const hours = Math.max(0, Math.floor((Date.now() - new Date(since).getTime()) / 3_600_000));
  return hours < 48 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${Math.floor(hours / 24)} days`;
}

/** What waits for the representative now: the same counts her daily digest sends. */
export function WaitingCards() {
  const waiting = trpc.digest.waiting.useQuery(undefined, { refetchInterval: DASHBOARD_REFRESH_MS });
  const counts = waiting.data;
  // The figures come with the server's page; the times read the clock and time zone, so only after hydration.
  const hydrated = useHydrated();
  return (
    <Stack gap="xs">
      <Title order={2} fz="h3">
        What waits
      </Title>
      {counts && hydrated && (
        <Text size="sm" c="gray.7">
          {counts.oldestWaitingAt ? `The oldest claim or reward has waited ${waited(counts.oldestWaitingAt)}. ` : 'No claim or reward waits. '}
          New since {new Date(counts.since).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {cards.map((card) => {
          const value = counts ? counts[card.key].toLocaleString('en-US') : '…';
          return (
            <Paper key={card.key} withBorder radius="lg" p="md">
              <Text size="sm" c="gray.7" fw={600}>
                {card.label}
              </Text>
              <Text fz={26} fw={800} aria-label={`${card.label}: ${value}`}>
                {value}
              </Text>
              {card.to && (
                <Anchor component={Link} to={card.to} size="sm">
                  {card.action}
                </Anchor>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
