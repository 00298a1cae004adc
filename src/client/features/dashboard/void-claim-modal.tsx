import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type PurchaseClaim, voidPurchaseInputSchema } from '../../../shared/loyalty';
import { formatCents } from '../../../shared/money';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

export function VoidClaimModal({ claim, onClose }: { claim: PurchaseClaim; onClose: () => void }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { transactionId: claim.transactionId, reason: '' },
    validate: schemaResolver(voidPurchaseInputSchema, { sync: true }),
  });
  const voidClaim = trpc.loyaltyClaims.void.useMutation({
    onSuccess: () => {
      showToast('Claim voided', `Order ${claim.orderNumber}: ${claim.points} points reversed.`);
      void utils.loyaltyClaims.list.invalidate();
      void utils.analytics.invalidate();
      onClose();
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <Modal opened onClose={onClose} title={`Void order ${claim.orderNumber}`}>
      <form onSubmit={form.onSubmit((values) => voidClaim.mutate(values))} noValidate>
        <Stack>
          <Text size="sm">
            {formatCents(claim.totalCents)} earned {claim.points} points. Voiding adds a reversal entry to the member's ledger; the
            order number cannot be claimed again.
          </Text>
          <TextInput label="Reason" placeholder="e.g. order returned" data-autofocus {...form.getInputProps('reason')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={voidClaim.isPending}>
              Void claim
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
