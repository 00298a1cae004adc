import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { z } from '../../../shared/zod';
import { type AdminRedemption, cancelRedemptionInputSchema, fulfilRedemptionInputSchema } from '../../../shared/redemptions';
import { emailPromise } from './email-promise';

interface DecisionModalProps<Value> {
  redemption: AdminRedemption;
  pending: boolean;
  onClose: () => void;
  onConfirm: (value: Value) => void;
}

const who = (redemption: AdminRedemption) => `${redemption.memberName ?? 'the member'} (${redemption.memberEmail ?? redemption.loyaltyCode})`;

/** A decision's confirmation: what it does, one text field checked by the shared schema, and the buttons. */
function DecisionModal<Value>(
  props: DecisionModalProps<Value> & {
    title: string;
    explanation: string;
    field: { label: string; placeholder: string; required?: boolean; schema: z.ZodType<Value> };
    back: string;
    confirm: string;
    color?: string;
  },
) {
  const { field, pending, onClose, onConfirm } = props;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = field.schema.safeParse(value);
    if (!parsed.success) setError(parsed.error.issues[0]?.message ?? `Check the ${field.label.toLowerCase()}`);
    else onConfirm(parsed.data);
  };
  return (
    <Modal opened onClose={onClose} title={props.title}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">{props.explanation}</Text>
          <Textarea
            label={field.label}
            placeholder={field.placeholder}
            required={field.required}
            data-autofocus
            value={value}
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {props.back}
            </Button>
            <Button type="submit" color={props.color} loading={pending}>
              {props.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Fulfil: the reward was handed over or shipped; a note is optional. */
export function FulfilModal(props: DecisionModalProps<string | undefined>) {
  const { redemption } = props;
  return (
    <DecisionModal
      {...props}
      title={`Fulfil ${redemption.redemptionCode}`}
      explanation={`${redemption.rewardName} for ${who(redemption)}: mark it as handed over or shipped. ${emailPromise(redemption.memberEmail, 'The member gets an email.')}`}
      field={{ label: 'Note (optional)', placeholder: 'e.g. handed over at the Tuesday meetup', schema: fulfilRedemptionInputSchema.shape.note }}
      back="Back"
      confirm="Mark fulfilled"
    />
  );
}

/** Cancel: a reason is required (the member reads it); the points go back to her. */
export function CancelModal(props: DecisionModalProps<string>) {
  const { redemption } = props;
  return (
    <DecisionModal
      {...props}
      title={`Cancel ${redemption.redemptionCode}?`}
      explanation={`${redemption.rewardName} for ${who(redemption)} will not be given. Its ${redemption.pointsUsed.toLocaleString('en-US')} points go back to the member, who sees your reason on the loyalty page. ${emailPromise(redemption.memberEmail, 'She is emailed it too.')} This cannot be undone.`}
      field={{ label: 'Reason', placeholder: 'e.g. out of stock until spring', required: true, schema: cancelRedemptionInputSchema.shape.reason }}
      back="Keep it"
      confirm="Cancel and return the points"
      color="red"
    />
  );
}
