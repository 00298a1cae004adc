import { Alert, Badge, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
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
        {/* One row per account that wraps on a phone: nothing reaches past the screen's edge. */}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Accounts">
          {accounts.map((account) => (
            <Group key={account.id} component="li" justify="space-between" wrap="wrap" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Group gap="xs">
                  <Text fw={500}>{nameOf(account)}</Text>
                  {account.isYou && <Badge variant="light">You</Badge>}
                </Group>
                <Text size="sm" c="gray.7">
                  Two-factor {account.secondFactor ? 'on' : 'off'} · last sign-in {when(account.lastSignInAt)}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Select
                  aria-label={`Role of ${nameOf(account)}`}
                  data={roleOptions}
                  value={account.role}
                  allowDeselect={false}
                  w={110}
                  disabled={changeRole.isPending}
                  onChange={(role) => role && changeRole.mutate({ id: account.id, role: role as StaffRole })}
                />
                {!account.isYou && (
                  <Button size="xs" color="red" variant="light" aria-label={`Remove ${nameOf(account)}`} onClick={() => setRemoving(account)}>
                    Remove
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
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
