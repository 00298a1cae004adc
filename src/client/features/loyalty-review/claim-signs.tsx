import { Badge, Group } from '@mantine/core';
import { type ClaimSign, claimSignLabels } from '../../../shared/loyalty-review';

export function ClaimSigns({ signs }: { signs: ClaimSign[] }) {
  if (signs.length === 0) return null;
  return (
    <Group gap={4}>
      {signs.map((sign) => (
        <Badge key={sign} color="orange" variant="light" size="sm">
          {claimSignLabels[sign]}
        </Badge>
      ))}
    </Group>
  );
}
