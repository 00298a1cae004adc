import { Paper, Stack, Switch, Title } from '@mantine/core';
import type { StaffPermissions } from '../../../shared/staff-access';
import { trpc } from '../../trpc';

/** What the owner decides for everyone: staff sending newsletters, and a second factor for all. */
export function StaffPermissionsCard({ permissions }: { permissions: StaffPermissions }) {
  const utils = trpc.useUtils();
  const change = trpc.accounts.changePermissions.useMutation({
    onSuccess: () => Promise.all([utils.accounts.list.invalidate(), utils.rep.session.invalidate()]),
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Rules for everyone
        </Title>
        <Switch
          label="Staff may send newsletters"
          description="Otherwise staff write drafts and an owner sends them."
          checked={permissions.staffMaySendNewsletters}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ staffMaySendNewsletters: event.currentTarget.checked })}
        />
        <Switch
          label="Require two-factor sign-in"
          description="An account without it can only set it up until it has."
          checked={permissions.secondFactorRequired}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ secondFactorRequired: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
