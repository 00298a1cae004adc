import { Alert, Anchor, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../components/confirm-modal';
import { CartItemRow } from '../features/cart/cart-item-row';
import classes from '../features/cart/cart.module.css';
import { OrderSummary } from '../features/cart/order-summary';
import { useCart, useCartActions } from '../features/cart/use-cart';

function EmptyCart() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <img src="/images/products/glow-discovery-set.svg" alt="" width={120} height={120} />
        <Title order={2} size="h3">
          Your cart is empty
        </Title>
        <Text c="gray.7">Find products matched to your skin and add them here.</Text>
        <Button component={Link} to="/">
          Start Shopping
        </Button>
      </Stack>
    </Paper>
  );
}

function CartPage() {
  const { sessionId, cart, isLoading, isError, refetch } = useCart();
  const { updateQuantity, remove, clear } = useCartActions();
  const busy = updateQuantity.isPending || remove.isPending || clear.isPending;
  const itemCount = cart?.itemCount ?? 0;
  const [confirmingClear, setConfirmingClear] = useState(false);

  let content;
  if (isLoading) {
    content = (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">Loading your cart…</VisuallyHidden>
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  } else if (isError || !cart) {
    content = (
      <Alert color="red" title="Unable to load your cart" role="alert">
        <Text size="sm" mb="sm">
          Something went wrong. Please try again.
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={refetch}>
          Try again
        </Button>
      </Alert>
    );
  } else if (cart.items.length === 0 || !sessionId) {
    content = <EmptyCart />;
  } else {
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <VisuallyHidden component="h2">Items in your cart</VisuallyHidden>
            <ul className={classes.list}>
              {cart.items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  busy={busy}
                  onQuantity={(quantity) => updateQuantity.mutate({ sessionId, cartItemId: item.id, quantity: Math.max(0, quantity) })}
                  onRemove={() => remove.mutate({ sessionId, cartItemId: item.id })}
                />
              ))}
            </ul>
            <Group>
              <Button variant="outline" color="red.9" disabled={busy} onClick={() => setConfirmingClear(true)}>
                Clear Cart
              </Button>
            </Group>
            <ConfirmModal
              opened={confirmingClear}
              title="Clear your cart?"
              confirmLabel="Clear cart"
              pending={clear.isPending}
              onConfirm={() => clear.mutate({ sessionId }, { onSettled: () => setConfirmingClear(false) })}
              onClose={() => setConfirmingClear(false)}
            >
              {itemCount === 1 ? 'The item in your cart will be removed.' : `All ${itemCount} items in your cart will be removed.`} This cannot be undone.
            </ConfirmModal>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummary cart={cart} />
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>Shopping Cart</Title>
            <Text c="gray.7" data-testid="cart-item-count">
              {itemCount} {itemCount === 1 ? 'item' : 'items'} in your cart
            </Text>
          </Stack>
          <Anchor component={Link} to="/" c="pink.9" fw={500}>
            ← Continue Shopping
          </Anchor>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/cart')({ component: CartPage });
