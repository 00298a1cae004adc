import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { INVITATION_HOURS, invitationInput } from '../../../shared/staff-accounts';
import { type StaffRole, staffRoleLabels, staffRoles } from '../../../shared/staff-access';
import { trpc } from '../../trpc';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** Invites someone by email: the link she gets makes her account with the role chosen here. */
export function InviteForm() {
  const utils = trpc.useUtils();
  const invite = trpc.accounts.invite.useMutation({
    onSuccess: () => {
      void utils.accounts.list.invalidate();
      form.reset();
    },
    onError: (error) => {
      if (error.data?.field === 'email') form.setFieldError('email', error.message);
    },
  });
  const form = useForm<{ email: string; role: StaffRole }>({ initialValues: { email: '', role: 'staff' }, validate: schemaResolver(invitationInput, { sync: true }) });
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit((values) => invite.mutate(values))} noValidate>
        <Stack>
          <Title order={2} fz="h3">
            Invite someone
          </Title>
          <Text size="sm" c="gray.7">
            Staff review claims and rewards, look after people and notes, products, articles and newsletter drafts. Owners can do everything. The
            emailed link works once, for {INVITATION_HOURS} hours.
          </Text>
          {invite.isSuccess && (
            <Alert color="green" role="status">
              Invitation sent.
            </Alert>
          )}
          {invite.error && invite.error.data?.field !== 'email' && (
            <Alert color="red" role="alert">
              {invite.error.message}
            </Alert>
          )}
          <Group align="flex-start">
            <TextInput label="Email" type="email" autoComplete="off" style={{ flex: 1, minWidth: 220 }} {...form.getInputProps('email')} />
            <Select label="Role" data={roleOptions} allowDeselect={false} w={140} {...form.getInputProps('role')} />
          </Group>
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            Send the invitation
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
