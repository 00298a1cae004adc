import { Button, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { dollarsToCents, purchaseFormSchema } from '../../../shared/loyalty';
import { trpc } from '../../trpc';
import { useEarnRate } from './earn-rate';
import { showError, showSuccess } from './loyalty-toasts';
import { SectionCard } from './section-card';
import { countOf } from '../../../shared/count-words';

export function AddPurchaseCard({ code }: { code: string }) {
  const utils = trpc.useUtils();
  const earnRate = useEarnRate();
  const form = useForm<{ orderNumber: string; orderTotal: number | string }>({
    initialValues: { orderNumber: '', orderTotal: '' },
    validate: schemaResolver(purchaseFormSchema, { sync: true }),
  });
  const purchase = trpc.loyalty.purchase.useMutation({
    onSuccess: async ({ transaction }) => {
      showSuccess(
        'Purchase Added!',
        transaction.status === 'confirmed'
          ? `You earned ${countOf(transaction.pointsAmount, 'point')}.`
          : `${countOf(transaction.pointsAmount, 'point')} ${transaction.pointsAmount === 1 ? 'is' : 'are'} pending until your representative confirms the order.`,
      );
      form.reset();
      await Promise.all([utils.loyalty.member.invalidate({ code }), utils.loyalty.transactions.invalidate({ code })]);
    },
    onError: (error) => showError(error, 'Failed to add purchase'),
  });

  return (
    <SectionCard title="Add Purchase">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          purchase.mutate({ loyaltyCode: code, avonOrderNumber: values.orderNumber, avonOrderTotal: dollarsToCents(Number(values.orderTotal)) }),
        )}
      >
        <Stack>
          <TextInput label="Order Number" autoComplete="off" {...form.getInputProps('orderNumber')} />
          <NumberInput
            label="Order Total"
            prefix="$"
            step={0.01}
            min={0}
            allowNegative={false}
            thousandSeparator=","
            inputMode="decimal"
            {...form.getInputProps('orderTotal')}
          />
          <Button type="submit" disabled={purchase.isPending}>
            {purchase.isPending ? 'Adding...' : 'Add Purchase & Earn Points'}
          </Button>
          <Text size="sm" c="gray.7">
            {`Earn ${earnRate} spent`}
          </Text>
          <Text size="xs" c="gray.7">
            Points show as pending until your representative confirms the order with the store.
          </Text>
        </Stack>
      </form>
    </SectionCard>
  );
}
