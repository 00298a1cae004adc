import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { labelledOptions, redemptionStatusLabels } from '../../../shared/enum-labels';
import { type AdminRedemption, type RedemptionStatus, redemptionStatuses } from '../../../shared/redemptions';
import { trpc } from '../../trpc';
import { CancelModal, FulfilModal } from '../../components/back-office/redemption-decision-modals';
import { redemptionAge } from './redemption-age';
import { useRedemptionDecisions } from '../../components/back-office/use-redemption-decisions';
import cards from '../../components/back-office/phone-cards.module.css';

const statusOptions = labelledOptions(redemptionStatuses, redemptionStatusLabels);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function DecisionText({ redemption }: { redemption: AdminRedemption }) {
  const on = redemption.decidedAt ? dateFormat.format(new Date(redemption.decidedAt)) : '';
  const words = redemption.status === 'cancelled' ? redemption.cancelReason : redemption.fulfilmentNote;
  return (
    <Text size="sm">
      {on}
      {words ? `: ${words}` : ''}
    </Text>
  );
}

/** The rewards to hand over, oldest first; found by the code the member shows; fulfilled or cancelled one by one. */
export function RedemptionQueue() {
  const [status, setStatus] = useState<RedemptionStatus>('issued');
  const [search, setSearch] = useState('');
  const [code] = useDebouncedValue(search.trim(), 250);
  const [fulfilling, setFulfilling] = useState<AdminRedemption | null>(null);
  const [cancelling, setCancelling] = useState<AdminRedemption | null>(null);
  const list = trpc.redemptionsAdmin.list.useQuery({ status, code: code || undefined, limit: 100 }, { placeholderData: (previous) => previous });
  const { fulfil, cancel } = useRedemptionDecisions(() => {
    setFulfilling(null);
    setCancelling(null);
  });
  const rows = list.data?.redemptions ?? [];
  const issued = status === 'issued';
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <SegmentedControl aria-label="Redemption status" value={status} onChange={(value) => setStatus(value as RedemptionStatus)} data={statusOptions} />
          <TextInput
            label="Find a code"
            description="As the member shows it; case and dashes do not matter"
            // Mantine's dimmed description grey is too faint on white; secondary text is gray.7.
            descriptionProps={{ c: 'gray.7' }}
            placeholder="RWD-…"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={280}
          />
        </Group>
        {list.isError && <Text c="red.9">{list.error.message}</Text>}
        {list.data && (
          <Text size="sm" c="gray.7" role="status">
            {list.data.total === 0
              ? code
                ? 'No redemption has this code here.'
                : issued
                  ? 'Nothing to fulfil: every reward is handed over.'
                  : 'None yet.'
              : `${list.data.total} redemption${list.data.total === 1 ? '' : 's'}${list.data.total > rows.length ? `, the first ${rows.length} shown` : ''}`}
          </Text>
        )}
        {rows.length > 0 && (
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          <Table.ScrollContainer minWidth={760} type="native" className={cards.scroll} tabIndex={0} aria-label="Redemptions, scrollable">
            <Table striped verticalSpacing="xs" aria-label="Redemptions" className={cards.cards}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Reward</Table.Th>
                  <Table.Th>{issued ? 'Waiting' : status === 'fulfilled' ? 'Fulfilled' : 'Cancelled'}</Table.Th>
                  {issued && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td data-label="Code" style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.redemptionCode}</Table.Td>
                    <Table.Td data-label="Member">
                      <Text size="sm">{row.memberName ?? 'Member'}</Text>
                      <Text size="xs" c="gray.7">
                        {row.memberEmail ?? row.loyaltyCode}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Reward">
                      <Text size="sm">{row.rewardName}</Text>
                      <Text size="xs" c="gray.7">
                        {row.pointsUsed.toLocaleString('en-US')} points
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={issued ? 'Waiting' : status === 'fulfilled' ? 'Fulfilled' : 'Cancelled'}>{issued ? redemptionAge(row.ageSeconds) : <DecisionText redemption={row} />}</Table.Td>
                    {issued && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <Button size="xs" onClick={() => setFulfilling(row)} aria-label={`Fulfil ${row.redemptionCode}`}>
                            Fulfil
                          </Button>
                          <Button size="xs" variant="default" color="red" onClick={() => setCancelling(row)} aria-label={`Cancel ${row.redemptionCode}`}>
                            Cancel
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {fulfilling && (
        <FulfilModal
          redemption={fulfilling}
          pending={fulfil.isPending}
          onClose={() => setFulfilling(null)}
          onConfirm={(note) => fulfil.mutate({ id: fulfilling.id, ...(note ? { note } : {}) })}
        />
      )}
      {cancelling && (
        <CancelModal
          redemption={cancelling}
          pending={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={(reason) => cancel.mutate({ id: cancelling.id, reason })}
        />
      )}
    </Paper>
  );
}
