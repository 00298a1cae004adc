import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { claimStatusLabels, labelOrCode } from '../../../shared/enum-labels';
import { adjustmentInputSchema } from '../../../shared/loyalty-review';
import { formatCents } from '../../../shared/money';
import type { PersonProfile } from '../../../shared/people';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { Section, SimpleTable, when } from './person-activity-cards';
import { PersonRedemptionActions } from './person-redemption-actions';
import { emailPromise } from '../../components/back-office/email-promise';

type Loyalty = NonNullable<PersonProfile['loyalty']>;
type Claim = Loyalty['claims'][number];

/** Refreshes the profile (and the list) after a change made through the loyalty back-office's own procedures. */
function useProfileRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.people.get.invalidate();
    void utils.people.list.invalidate();
    void utils.loyaltyReview.claims.invalidate();
  };
}

function ClaimDecision({ claim }: { claim: Claim }) {
  const refresh = useProfileRefresh();
  const [reason, setReason] = useState('');
  const done = (message: string) => () => {
    showToast(message, `Order ${claim.orderNumber}`);
    refresh();
  };
  const fail = (error: { message: string }) => showToast('Error', error.message, 'destructive');
  const approve = trpc.loyaltyReview.approve.useMutation({ onSuccess: done('Claim approved'), onError: fail });
  const reject = trpc.loyaltyReview.reject.useMutation({ onSuccess: done('Claim rejected'), onError: fail });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate({ claimIds: [claim.id] })}>
        Approve
      </Button>
      <TextInput size="xs" aria-label={`Reason to reject ${claim.orderNumber}`} placeholder="Reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      <Button size="xs" variant="outline" color="red.9" loading={reject.isPending} onClick={() => reject.mutate({ claimIds: [claim.id], reason })}>
        Reject
      </Button>
    </Group>
  );
}

function AdjustmentForm({ loyaltyCode, email }: { loyaltyCode: string; email: string | null }) {
  const refresh = useProfileRefresh();
  const form = useForm({ initialValues: { loyaltyCode, points: 0, reason: '' }, validate: schemaResolver(adjustmentInputSchema, { sync: true }) });
  const adjust = trpc.loyaltyReview.adjust.useMutation({
    onSuccess: (result) => {
      showToast('Points adjusted', `The balance is now ${result.member.pointsBalance} points.`);
      form.setValues({ points: 0, reason: '' });
      refresh();
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <form onSubmit={form.onSubmit((values) => adjust.mutate(values))} noValidate>
      <Group align="flex-end">
        <NumberInput label="Points (negative to correct)" allowDecimal={false} {...form.getInputProps('points')} />
        <TextInput label="Reason (the member sees it)" {...form.getInputProps('reason')} />
        <Button type="submit" loading={adjust.isPending}>
          Add adjustment
        </Button>
      </Group>
      <Text size="sm" c="gray.7" mt="xs">
        {emailPromise(email, 'The member gets an email with the change, your reason and her new balance.')}
      </Text>
    </form>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}

function SubList({ title, empty, children }: { title: string; empty: string | false; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {title}
      </Title>
      {empty ? <Text c="gray.7">{empty}</Text> : children}
    </Stack>
  );
}

/** Where a reward stands, in the representative's words. */
function redemptionStatusText(redemption: PersonProfile['redemptions'][number]): string {
  if (redemption.status === 'fulfilled') return `Fulfilled ${when(redemption.decidedAt)}${redemption.fulfilmentNote ? `: ${redemption.fulfilmentNote}` : ''}`;
  if (redemption.status === 'cancelled') return `Cancelled ${when(redemption.decidedAt)}: ${redemption.cancelReason ?? ''}, points returned`;
  return 'Issued: to hand over';
}

/** The membership: figures, claims to decide, an adjustment, the ledger and the redemptions. */
export function PersonLoyaltyCard({ person }: { person: PersonProfile }) {
  const { loyalty, redemptions } = person;
  if (!loyalty) return <Section title="Loyalty" empty="Not a loyalty member." />;
  return (
    <Section title="Loyalty">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Code" value={loyalty.loyaltyCode} />
        <Figure label="Balance" value={`${loyalty.pointsBalance} points`} />
        <Figure label="Pending" value={`${loyalty.pendingPoints} points`} />
        <Figure label="Tier" value={loyalty.tierLevel} />
      </SimpleGrid>
      {!loyalty.confirmedAt && <Text c="red.9">The membership is not active: the address is not confirmed.</Text>}
      <SubList title="Claims" empty={loyalty.claims.length === 0 && 'No purchase claimed.'}>
        <SimpleTable
          label="Claims"
          head={['Order', 'Total', 'Points', 'Status', 'Claimed', '']}
          rows={loyalty.claims.map((claim) => [
            claim.orderNumber,
            formatCents(claim.totalCents),
            claim.points,
            claim.decisionReason ? `${labelOrCode(claimStatusLabels, claim.status)}: ${claim.decisionReason}` : labelOrCode(claimStatusLabels, claim.status),
            when(claim.createdAt),
            claim.status === 'pending' ? <ClaimDecision key="decide" claim={claim} /> : null,
          ])}
        />
      </SubList>
      {loyalty.confirmedAt && <AdjustmentForm loyaltyCode={loyalty.loyaltyCode} email={person.email} />}
      <SubList title="Ledger" empty={loyalty.ledger.length === 0 && 'No points yet.'}>
        <SimpleTable
          label="Ledger"
          head={['When', 'Entry', 'Order', 'Points']}
          rows={loyalty.ledger.map((entry) => [when(entry.createdAt), entry.description, entry.avonOrderNumber ?? '', entry.pointsAmount > 0 ? `+${entry.pointsAmount}` : entry.pointsAmount])}
        />
      </SubList>
      <SubList title="Redemptions" empty={redemptions.length === 0 && 'No reward redeemed.'}>
        <SimpleTable
          label="Redemptions"
          head={['Reward', 'Code', 'Points', 'Redeemed', 'Status', '']}
          rows={redemptions.map((redemption) => [
            redemption.rewardName,
            redemption.redemptionCode,
            redemption.pointsUsed,
            when(redemption.createdAt),
            redemptionStatusText(redemption),
            redemption.status === 'issued' ? (
              <PersonRedemptionActions key="decide" redemption={redemption} person={{ firstName: person.firstName, email: person.email, loyaltyCode: loyalty.loyaltyCode }} />
            ) : null,
          ])}
        />
      </SubList>
    </Section>
  );
}
