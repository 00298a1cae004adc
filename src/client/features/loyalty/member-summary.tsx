import { Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LoyaltyMember } from '../../../shared/loyalty';
import type { TierProgress } from '../../../shared/loyalty-programme';
import classes from './loyalty.module.css';
import { TierBadge } from './tier-badge';

function StatCard({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap={6}>
        <Text c="gray.7" fw={600} size="sm" tt="uppercase">
          {label}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

/** The member's totals and tier; `progress` comes with the member, measured against the thresholds of now. */
export function MemberSummary({ member, progress }: { member: LoyaltyMember; progress: TierProgress }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label="Points Balance">
          <Text className={classes.statValue} data-testid="points-balance">
            {member.pointsBalance.toLocaleString('en-US')}
          </Text>
          {member.pendingPoints > 0 && (
            <Text size="sm" c="gray.7" data-testid="pending-points">
              + {member.pendingPoints.toLocaleString('en-US')} pending approval
            </Text>
          )}
        </StatCard>
        <StatCard label="Total Earned">
          <Text className={classes.statValue} data-testid="total-earned">
            {member.totalPointsEarned.toLocaleString('en-US')}
          </Text>
        </StatCard>
        <StatCard label="Current Tier">
          <Group>
            <TierBadge tier={member.tierLevel} />
          </Group>
        </StatCard>
      </SimpleGrid>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Text fw={600}>
            {progress.next
              ? `${progress.pointsToNext.toLocaleString('en-US')} more points to ${progress.next}`
              : `You have reached ${progress.tier}, our top tier. Thank you!`}
          </Text>
          <Progress
            value={progress.percent}
            size="lg"
            radius="xl"
            aria-label={progress.next ? `Progress to ${progress.next} tier` : `${progress.tier} tier reached`}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
