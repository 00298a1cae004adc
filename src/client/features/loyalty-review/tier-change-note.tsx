import { Alert, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TierThresholds } from '../../../shared/loyalty-programme';
import { tierThresholdsSchema } from '../../../shared/loyalty-settings';
import { trpc } from '../../trpc';

type EditedThresholds = { [Tier in keyof TierThresholds]: number | string };

const same = (a: EditedThresholds, b: TierThresholds) => a.silver === b.silver && a.gold === b.gold && a.platinum === b.platinum;

/** Warns that new thresholds move members between tiers, and says how many they would move. */
export function TierChangeNote({ saved, edited }: { saved: TierThresholds; edited: EditedThresholds }) {
  const [settled] = useDebouncedValue(edited, 400);
  const parsed = tierThresholdsSchema.safeParse(settled);
  const changed = !same(edited, saved);
  const preview = trpc.loyaltyReview.tierChanges.useQuery(parsed.success ? parsed.data : saved, {
    enabled: changed && parsed.success && !same(settled, saved),
  });
  if (!changed) {
    return (
      <Text size="sm" c="gray.7">
        Changing a threshold moves members between tiers as soon as you save, and with their tier the rewards they may redeem.
      </Text>
    );
  }
  const members = preview.data?.members;
  return (
    <Alert
      color="yellow"
      role="status"
      title={
        // The alert's own yellow title colour is too faint on its background.
        <Text span fw={700} c="dark.8">
          Members will change tier
        </Text>
      }
    >
      {members === undefined
        ? 'Saving moves every member whose total falls in another tier under these thresholds, at once.'
        : `Saving moves ${members === 1 ? '1 member' : `${members.toLocaleString('en-US')} members`} to another tier at once, and with it the rewards they may redeem.`}
    </Alert>
  );
}
