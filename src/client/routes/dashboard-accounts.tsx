import { Alert, Stack, Text } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { AccountsTable } from '../features/staff-accounts/accounts-table';
import { InvitationsTable } from '../features/staff-accounts/invitations-table';
import { InviteForm } from '../features/staff-accounts/invite-form';
import { StaffPermissionsCard } from '../features/staff-accounts/staff-permissions-card';
import { trpc } from '../trpc';

function AccountsScreen() {
  const list = trpc.accounts.list.useQuery();
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  if (!list.data) return <Text>Loading…</Text>;
  const { accounts, invitations, permissions } = list.data;
  return (
    <Stack maw={860}>
      <AccountsTable accounts={accounts} />
      <InviteForm />
      {invitations.length > 0 && <InvitationsTable invitations={invitations} />}
      <StaffPermissionsCard permissions={permissions} />
    </Stack>
  );
}

function AccountsPage() {
  return (
    <BackOfficePage title="Accounts">
      <AccountsScreen />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/accounts')({ component: AccountsPage });
