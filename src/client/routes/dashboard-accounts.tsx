import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { staffRoleLabels } from '../../shared/staff-access';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { AccountsTable } from '../features/staff-accounts/accounts-table';
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
      {invitations.length > 0 && (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h3" mb="sm">
            Invitations not yet accepted
          </Title>
          <List size="sm">
            {invitations.map((invitation) => (
              <List.Item key={invitation.id}>
                {invitation.email} as {staffRoleLabels[invitation.role].toLowerCase()}, until {new Date(invitation.expiresAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
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
