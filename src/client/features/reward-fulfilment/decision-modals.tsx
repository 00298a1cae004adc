import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { type AdminRedemption, cancelRedemptionInputSchema, fulfilRedemptionInputSchema } from '../../../shared/redemptions';

interface DecisionModalProps {
  redemption: AdminRedemption;
  pending: boolean;
  onClose: () => void;
}

const who = (redemption: AdminRedemption) => `${redemption.memberName ?? 'the member'} (${redemption.memberEmail ?? redemption.loyaltyCode})`;

/** Fulfil: the reward was handed over or shipped; a note is optional. */
export function FulfilModal({ redemption, pending, onClose, onConfirm }: DecisionModalProps & { onConfirm: (note: string | undefined) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = fulfilRedemptionInputSchema.shape.note.safeParse(note);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Check the note');
    else onConfirm(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={`Fulfil ${redemption.redemptionCode}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {redemption.rewardName} for {who(redemption)}: mark it as handed over or shipped. The member gets an email.
          </Text>
          <Textarea label="Note (optional)" placeholder="e.g. handed over at the Tuesday meetup" data-autofocus value={note} error={error} onChange={(event) => setNote(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={pending}>
              Mark fulfilled
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancel: a reason is required (the member reads it); the points go back to her. */
export function CancelModal({ redemption, pending, onClose, onConfirm }: DecisionModalProps & { onConfirm: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = cancelRedemptionInputSchema.shape.reason.safeParse(reason);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Give the reason for cancelling');
    else onConfirm(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={`Cancel ${redemption.redemptionCode}?`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {redemption.rewardName} for {who(redemption)} will not be given. Its {redemption.pointsUsed.toLocaleString('en-US')} points go back to the member,
            who is emailed your reason. This cannot be undone.
          </Text>
          <Textarea label="Reason" placeholder="e.g. out of stock until spring" data-autofocus required value={reason} error={error} onChange={(event) => setReason(event.currentTarget.value)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep it
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Cancel and return the points
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
