import { Button, Divider, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Cart } from '../../../shared/cart';
import { centsToFreeShipping } from '../../../shared/shopper-settings';
import { formatCents } from '../../../shared/money';
import { useShopperSettings } from '../../components/use-shopper-settings';
import { showCartToast } from './cart-toast';

function showCheckoutNotice() {
  try {
    showCartToast('Checkout Coming Soon', "Online checkout isn't available yet. Use 'Purchase this item directly' to order from the store.", 'blue');
  } catch {
    showCartToast('Error', 'Something went wrong. Please try again.', 'red');
  }
}

function FreeShippingLine({ subtotal }: { subtotal: number }) {
  const threshold = useShopperSettings().freeShippingThresholdCents;
  const missing = centsToFreeShipping(subtotal, threshold);
  const progress = missing === 0 ? 100 : Math.round((subtotal / threshold) * 100);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} c={missing === 0 ? 'green.9' : 'gray.8'} role="status">
        {missing === 0 ? "You've unlocked free shipping" : `${formatCents(missing)} away from free shipping`}
      </Text>
      <Progress value={progress} color={missing === 0 ? 'green.8' : 'pink.8'} aria-label="Progress toward free shipping" />
    </Stack>
  );
}

export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="order-summary-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="order-summary-heading">
          Order Summary
        </Title>
        <Group justify="space-between">
          <Text>
            Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'})
          </Text>
          <Text fw={600} data-testid="cart-subtotal">
            {formatCents(cart.subtotal)}
          </Text>
        </Group>
        <FreeShippingLine subtotal={cart.subtotal} />
        <Divider />
        <Group justify="space-between">
          <Text fw={700} size="lg">
            Total
          </Text>
          <Text fw={700} size="lg" data-testid="cart-total">
            {formatCents(cart.total)}
          </Text>
        </Group>
        <Button size="md" fullWidth onClick={showCheckoutNotice}>
          Checkout
        </Button>
      </Stack>
    </Paper>
  );
}
