import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { StaffAccount } from '../../../shared/staff-accounts';
import { type StaffRole, staffRoleLabels, staffRoles } from '../../../shared/staff-access';
import { trpc } from '../../trpc';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));
const nameOf = (account: StaffAccount) => account.email ?? 'The owner (no address yet)';
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

/** Who can sign in, as what: the owner changes a role or removes an account (its sessions end at once). */
export function AccountsTable({ accounts }: { accounts: StaffAccount[] }) {
  const utils = trpc.useUtils();
  const refresh = () => utils.accounts.list.invalidate();
  const changeRole = trpc.accounts.changeRole.useMutation({ onSuccess: refresh });
  const remove = trpc.accounts.remove.useMutation({ onSuccess: () => Promise.all([refresh(), setRemoving(undefined)]) });
  const [removing, setRemoving] = useState<StaffAccount>();
  const error = changeRole.error ?? remove.error;

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Accounts
        </Title>
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Person</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Two-factor</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <Group gap="xs">
                      {nameOf(account)}
                      {account.isYou && <Badge variant="light">You</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Role of ${nameOf(account)}`}
                      data={roleOptions}
                      value={account.role}
                      allowDeselect={false}
                      w={120}
                      disabled={changeRole.isPending}
                      onChange={(role) => role && changeRole.mutate({ id: account.id, role: role as StaffRole })}
                    />
                  </Table.Td>
                  <Table.Td>{account.secondFactor ? 'On' : 'Off'}</Table.Td>
                  <Table.Td>{when(account.lastSignInAt)}</Table.Td>
                  <Table.Td>
                    {!account.isYou && (
                      <Button size="xs" color="red" variant="light" onClick={() => setRemoving(account)}>
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Modal opened={removing !== undefined} onClose={() => setRemoving(undefined)} title="Remove this account?">
        <Stack>
          <Text size="sm">{removing && `${nameOf(removing)} is signed out everywhere at once and can no longer sign in. Their changes stay in the history.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(undefined)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => removing && remove.mutate({ id: removing.id })}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
