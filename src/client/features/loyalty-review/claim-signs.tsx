import { Badge, Group } from '@mantine/core';
import { type ClaimSign, claimSignLabels } from '../../../shared/loyalty-review';

/** Signs that say the claim is not the claimant's to make, not only unusual. */
const serious = new Set<ClaimSign>(['order_of_another_customer', 'ordered_before_joining']);

export function ClaimSigns({ signs }: { signs: ClaimSign[] }) {
  if (signs.length === 0) return null;
  return (
    <Group gap={4}>
      {signs.map((sign) => (
        // Dark text on the light colour: red or orange text there is too faint to read.
        <Badge key={sign} color={serious.has(sign) ? 'red' : 'orange'} c="gray.9" variant="light" size="sm">
          {claimSignLabels[sign]}
        </Badge>
      ))}
    </Group>
  );
}
