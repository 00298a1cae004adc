import { Alert, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PendingInvitation } from '../../../shared/staff-accounts';
import { staffRoleLabels } from '../../../shared/staff-access';
import { ConfirmModal } from '../../components/confirm-modal';
import cards from '../../components/back-office/phone-cards.module.css';
import { trpc } from '../../trpc';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const senderOf = (invitation: PendingInvitation) => (invitation.invitedBy ? (invitation.invitedBy.email ?? 'The owner (no address yet)') : 'An account no longer here');

/** Invitations whose links still work; the owner withdraws one (a mistyped address) and its link stops working. */
export function InvitationsTable({ invitations }: { invitations: PendingInvitation[] }) {
  const utils = trpc.useUtils();
  const [withdrawing, setWithdrawing] = useState<PendingInvitation>();
  const withdraw = trpc.accounts.withdrawInvitation.useMutation({
    onSuccess: () => Promise.all([utils.accounts.list.invalidate(), utils.accounts.invitations.invalidate(), setWithdrawing(undefined)]),
    // Already accepted or expired: the list is out of date, so it is read again beside the message.
    onError: () => Promise.all([utils.accounts.list.invalidate(), setWithdrawing(undefined)]),
  });
  const close = () => setWithdrawing(undefined);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Invitations not yet accepted
        </Title>
        {withdraw.error && (
          <Alert color="red" role="alert">
            {withdraw.error.message}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640} type="native" className={cards.scroll} tabIndex={0} aria-label="Invitations, scrollable">
          <Table verticalSpacing="xs" aria-label="Invitations" className={cards.cards}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Sent by</Table.Th>
                <Table.Th>Works until</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text fw={500} size="sm">
                      {invitation.email}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="Role">{staffRoleLabels[invitation.role]}</Table.Td>
                  <Table.Td data-label="Sent by" style={{ overflowWrap: 'anywhere' }}>
                    {senderOf(invitation)}, {when(invitation.createdAt)}
                  </Table.Td>
                  <Table.Td data-label="Works until">{when(invitation.expiresAt)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" color="red" variant="light" aria-label={`Withdraw the invitation to ${invitation.email}`} onClick={() => setWithdrawing(invitation)}>
                      Withdraw
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmModal
        opened={withdrawing !== undefined}
        title="Withdraw this invitation?"
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate({ id: withdrawing.id })}
        onClose={close}
      >
        {withdrawing && `The link emailed to ${withdrawing.email} stops working at once. You can send a new invitation later.`}
      </ConfirmModal>
    </Paper>
  );
}
