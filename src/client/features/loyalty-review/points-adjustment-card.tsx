import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { adjustmentInputSchema, type MemberSummary } from '../../../shared/loyalty-review';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { emailPromise } from '../../components/back-office/email-promise';

function MemberSearch({ onChoose }: { onChoose: (member: MemberSummary) => void }) {
  const [query, setQuery] = useState('');
  const search = trpc.loyaltyReview.members.useQuery({ query: query.trim() }, { enabled: query.trim().length >= 2 });
  return (
    <Stack gap="xs">
      <TextInput
        label="Find a member"
        description="Name, email or loyalty code"
        descriptionProps={{ c: 'gray.7' }}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {search.data?.members.length === 0 && <Text size="sm">No member matches.</Text>}
      {search.data?.members.map((member) => (
        <UnstyledButton key={member.loyaltyCode} onClick={() => onChoose(member)} aria-label={`Choose ${member.firstName ?? member.loyaltyCode}`}>
          <Text size="sm">
            {member.firstName ?? 'Member'} · {member.email ?? member.loyaltyCode} · {member.pointsBalance} points ({member.tierLevel})
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/** Goodwill points or a correction, with the reason the member will read. */
export function PointsAdjustmentCard() {
  const utils = trpc.useUtils();
  const [member, setMember] = useState<MemberSummary | null>(null);
  const form = useForm({
    initialValues: { loyaltyCode: '', points: 0, reason: '' },
    validate: schemaResolver(adjustmentInputSchema, { sync: true }),
  });
  const adjust = trpc.loyaltyReview.adjust.useMutation({
    onSuccess: (result) => {
      showToast('Points adjusted', `The balance is now ${result.member.pointsBalance} points.`);
      setMember((current) => current && { ...current, pointsBalance: result.member.pointsBalance, tierLevel: result.member.tierLevel });
      form.setValues({ points: 0, reason: '' });
      void utils.loyaltyReview.members.invalidate();
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Adjust points
        </Title>
        {member ? (
          <form onSubmit={form.onSubmit((values) => adjust.mutate(values))} noValidate>
            <Stack>
              <Group justify="space-between">
                <Text>
                  {member.firstName ?? 'Member'} ({member.loyaltyCode}): {member.pointsBalance} points, {member.tierLevel}
                </Text>
                <Button variant="subtle" size="xs" onClick={() => setMember(null)}>
                  Change member
                </Button>
              </Group>
              <NumberInput label="Points (negative to correct)" allowDecimal={false} {...form.getInputProps('points')} />
              <TextInput label="Reason (the member sees it)" {...form.getInputProps('reason')} />
              <Text size="sm" c="gray.7">
                {emailPromise(member.email, 'The member gets an email with the change, your reason and her new balance.')}
              </Text>
              <Button type="submit" loading={adjust.isPending} w="fit-content">
                Save adjustment
              </Button>
            </Stack>
          </form>
        ) : (
          <MemberSearch
            onChoose={(chosen) => {
              setMember(chosen);
              form.setValues({ loyaltyCode: chosen.loyaltyCode, points: 0, reason: '' });
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
