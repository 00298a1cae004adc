import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { claimStatusLabels, labelledOptions } from '../../../shared/enum-labels';
import { type ClaimStatus, claimStatuses, type ReviewClaim } from '../../../shared/loyalty-review';
import { formatCents } from '../../../shared/money';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { ClaimsTable } from './claims-table';
import { emailPromiseForMany } from '../../components/back-office/email-promise';
import { ReasonModal } from './reason-modal';
import cards from '../../components/back-office/phone-cards.module.css';

/** The three decisions on claims, each refreshing the queue, the dashboard's figures and members. */
function useClaimDecisions(onDone: () => void) {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.loyaltyReview.invalidate();
    void utils.analytics.invalidate();
    onDone();
  };
  const onError = (error: { message: string }) => {
    showToast('Error', error.message, 'destructive');
    void utils.loyaltyReview.claims.invalidate();
  };
  const plural = (count: number) => `${count} claim${count === 1 ? '' : 's'}`;
  const approve = trpc.loyaltyReview.approve.useMutation({
    onSuccess: ({ decided }) => {
      showToast('Claims approved', `${plural(decided)} approved: the points are now the members' to spend. Members with an address get an email.`);
      refresh();
    },
    onError,
  });
  const reject = trpc.loyaltyReview.reject.useMutation({
    onSuccess: ({ decided }) => {
      showToast('Claims rejected', `${plural(decided)} rejected. The members see your reason. Members with an address get it by email.`);
      refresh();
    },
    onError,
  });
  const voidClaim = trpc.loyaltyReview.void.useMutation({
    onSuccess: () => {
      showToast('Claim voided', 'The points were reversed.');
      refresh();
    },
    onError,
  });
  return { approve, reject, voidClaim };
}

const statusOptions = labelledOptions(claimStatuses, claimStatusLabels);

/** The review queue: pending claims oldest first, approved or rejected one by one or many at once. */
export function ClaimsReviewCard() {
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [voiding, setVoiding] = useState<ReviewClaim | null>(null);
  const claims = trpc.loyaltyReview.claims.useQuery({ status, limit: 100 });
  const { approve, reject, voidClaim } = useClaimDecisions(() => {
    setSelected(new Set());
    setRejecting(false);
    setVoiding(null);
  });
  const rows = claims.data?.claims ?? [];
  const toggle = (claimId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(claimId)) next.delete(claimId);
      else next.add(claimId);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => (rows.every((row) => current.has(row.claimId)) ? new Set() : new Set(rows.map((row) => row.claimId))));
  const claimIds = [...selected];

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="h3">
            Purchase claims
          </Title>
          <SegmentedControl
            aria-label="Claims to show"
            fullWidth
            classNames={{ label: cards.segmentLabel }}
            value={status}
            onChange={(value) => {
              setStatus(value as ClaimStatus);
              setSelected(new Set());
            }}
            data={statusOptions}
          />
        </Group>
        {status === 'pending' && (
          <Text size="sm" c="gray.7">
            Points stay pending until you approve the claim or an imported store order matches it. Oldest first.
          </Text>
        )}
        {claims.data && rows.length === 0 && <Text c="gray.7">{status === 'pending' ? 'No claims waiting for review.' : 'No claims here yet.'}</Text>}
        {rows.length > 0 && <ClaimsTable claims={rows} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onVoid={setVoiding} />}
        {claims.data && claims.data.total > rows.length && (
          <Text size="sm" c="gray.7">
            Showing {rows.length} of {claims.data.total}.
          </Text>
        )}
        {status === 'pending' && rows.length > 0 && (
          <Group>
            <Button disabled={claimIds.length === 0} loading={approve.isPending} onClick={() => approve.mutate({ claimIds })}>
              Approve selected ({claimIds.length})
            </Button>
            <Button variant="light" color="red" disabled={claimIds.length === 0} onClick={() => setRejecting(true)}>
              Reject selected…
            </Button>
          </Group>
        )}
      </Stack>
      {rejecting && (
        <ReasonModal
          title={`Reject ${claimIds.length} claim${claimIds.length === 1 ? '' : 's'}`}
          explanation={`No points are credited. The member sees the claim as not approved, with your reason. ${emailPromiseForMany(
            rows.filter((row) => selected.has(row.claimId)).map((row) => row.memberEmail),
            claimIds.length === 1 ? 'She is emailed it.' : 'Each member is emailed it.',
          )}`}
          confirmLabel="Reject"
          pending={reject.isPending}
          onConfirm={(reason) => reject.mutate({ claimIds, reason })}
          onClose={() => setRejecting(false)}
        />
      )}
      {voiding && (
        <ReasonModal
          title={`Void order ${voiding.orderNumber}`}
          explanation={`${formatCents(voiding.totalCents)} earned ${voiding.points} points. Voiding adds a reversal entry to the member's ledger; the order number cannot be claimed again.`}
          confirmLabel="Void claim"
          pending={voidClaim.isPending}
          onConfirm={(reason) => voidClaim.mutate({ claimId: voiding.claimId, reason })}
          onClose={() => setVoiding(null)}
        />
      )}
    </Paper>
  );
}
