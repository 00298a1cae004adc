import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { decisionReasonSchema } from '../../../shared/loyalty-review';

interface ReasonModalProps {
  title: string;
  explanation: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason a decision needs (rejecting or voiding a claim); the member sees it. */
export function ReasonModal({ title, explanation, confirmLabel, pending, onConfirm, onClose }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = decisionReasonSchema.safeParse(reason);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? 'Please give a reason');
    else onConfirm(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          <Text size="sm">{explanation}</Text>
          <TextInput
            label="Reason"
            placeholder="e.g. no such order in the store"
            data-autofocus
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
