import { Badge, Button, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PurchaseClaim } from '../../../shared/loyalty';
import { formatCents } from '../../../shared/money';
import { trpc } from '../../trpc';
import { VoidClaimModal } from './void-claim-modal';

export function PurchaseClaimsTable() {
  const claims = trpc.loyaltyClaims.list.useQuery();
  const [voiding, setVoiding] = useState<PurchaseClaim | null>(null);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3" mb="md">
        Loyalty Purchase Claims
      </Title>
      {claims.data?.length === 0 && <Text c="gray.7">No purchases recorded yet.</Text>}
      {claims.data && claims.data.length > 0 && (
        <Table.ScrollContainer minWidth={620}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Member</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Points</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claims.data.map((claim) => (
                <Table.Tr key={claim.transactionId}>
                  <Table.Td>{claim.orderNumber}</Table.Td>
                  <Table.Td>
                    {claim.memberFirstName ?? 'Member'} ({claim.memberCodeHint})
                  </Table.Td>
                  <Table.Td>{formatCents(claim.totalCents)}</Table.Td>
                  <Table.Td>{claim.points}</Table.Td>
                  <Table.Td>{new Date(claim.createdAt).toLocaleDateString('en-US')}</Table.Td>
                  <Table.Td>
                    {claim.voided ? (
                      <Badge color="gray">Voided</Badge>
                    ) : (
                      <Button size="xs" variant="light" color="red" onClick={() => setVoiding(claim)} aria-label={`Void order ${claim.orderNumber}`}>
                        Void
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {voiding && <VoidClaimModal claim={voiding} onClose={() => setVoiding(null)} />}
    </Paper>
  );
}
