import { Button, Checkbox, Table, Text } from '@mantine/core';
import type { ReviewClaim } from '../../../shared/loyalty-review';
import { formatCents } from '../../../shared/money';
import { ClaimSigns } from './claim-signs';
import cards from '../../components/back-office/phone-cards.module.css';

interface ClaimsTableProps {
  claims: ReviewClaim[];
  selected: Set<string>;
  onToggle: (claimId: string) => void;
  onToggleAll: () => void;
  onVoid: (claim: ReviewClaim) => void;
}

const deciderLabels = { representative: 'You', store_order: 'Store order', auto: 'Automatic', instant: 'At entry' } as const;

function age(createdAt: string): string {
  const hours = Math.floor((Date.now() - new Date(createdAt).getTime()) / 3_600_000);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

export function ClaimsTable({ claims, selected, onToggle, onToggleAll, onVoid }: ClaimsTableProps) {
  const pending = claims[0]?.status === 'pending';
  const allSelected = claims.length > 0 && claims.every((claim) => selected.has(claim.claimId));
  return (
    <Table.ScrollContainer minWidth={760} className={cards.scroll}>
      <Table striped verticalSpacing="xs" className={cards.cards}>
        <Table.Thead>
          <Table.Tr>
            {pending && (
              <Table.Th>
                {/* On a phone this box stands alone above the cards: its words say what it does. */}
                <Checkbox aria-label="Select all claims" label={<span className={cards.phoneOnly}>Select all</span>} checked={allSelected} onChange={onToggleAll} />
              </Table.Th>
            )}
            <Table.Th>Order</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Points</Table.Th>
            <Table.Th>{pending ? 'Age' : 'Decided'}</Table.Th>
            <Table.Th>{pending ? 'Worth a look' : 'By'}</Table.Th>
            {claims[0]?.status === 'approved' && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((claim) => (
            <Table.Tr key={claim.claimId}>
              {pending && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select order ${claim.orderNumber}`}
                    checked={selected.has(claim.claimId)}
                    onChange={() => onToggle(claim.claimId)}
                  />
                </Table.Td>
              )}
              <Table.Td data-label="Order">{claim.orderNumber}</Table.Td>
              <Table.Td data-label="Member">
                <Text size="sm">{claim.memberFirstName ?? 'Member'}</Text>
                <Text size="xs" c="gray.7">
                  {claim.memberEmail ?? claim.memberCode}
                </Text>
              </Table.Td>
              <Table.Td data-label="Total">
                {formatCents(claim.totalCents)}
                {claim.storeTotalCents !== null && (
                  <Text size="xs" c="orange.9">
                    Store: {formatCents(claim.storeTotalCents)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label="Points">{claim.points}</Table.Td>
              <Table.Td data-label={pending ? 'Age' : 'Decided'}>{pending ? age(claim.createdAt) : new Date(claim.decidedAt ?? claim.createdAt).toLocaleDateString('en-US')}</Table.Td>
              <Table.Td data-label={pending ? 'Worth a look' : 'By'}>
                {pending ? (
                  <ClaimSigns signs={claim.signs} />
                ) : (
                  <Text size="sm">
                    {claim.decidedBy ? deciderLabels[claim.decidedBy] : ''}
                    {claim.decisionReason ? `: ${claim.decisionReason}` : ''}
                  </Text>
                )}
              </Table.Td>
              {claim.status === 'approved' && (
                <Table.Td>
                  <Button size="xs" variant="light" color="red" onClick={() => onVoid(claim)} aria-label={`Void order ${claim.orderNumber}`}>
                    Void
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
