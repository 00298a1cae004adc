import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type CartItem, MAX_CART_LINE_QUANTITY } from '../../../shared/cart';
import { categoryLabels } from '../../../shared/product-categories';
import { formatCents } from '../../../shared/money';
import classes from './cart.module.css';
import { ProductImage } from '../../components/product/product-image';

interface CartItemRowProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** SPEC §5: the typed quantity is at least 1, and anything non-numeric counts as 1. */
export function typedQuantity(raw: string): number {
  const parsed = Number.parseInt(raw, 10);
  if (Number.isNaN(parsed) || parsed < 1) return 1;
  return Math.min(parsed, MAX_CART_LINE_QUANTITY);
}

export function CartItemRow({ item, busy, onQuantity, onRemove }: CartItemRowProps) {
  const { product } = item;
  const [draft, setDraft] = useState(String(item.quantity));
  // A new quantity from the server replaces what was typed (adjusted during render, not in an effect).
  const [shownQuantity, setShownQuantity] = useState(item.quantity);
  if (shownQuantity !== item.quantity) {
    setShownQuantity(item.quantity);
    setDraft(String(item.quantity));
  }
  // Enter commits and the blur that follows would commit the same value again.
  const lastSent = useRef(item.quantity);
  useEffect(() => {
    lastSent.current = item.quantity;
  }, [item.quantity]);

  const commit = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    const quantity = typedQuantity(event.currentTarget.value);
    setDraft(String(quantity));
    if (quantity === item.quantity || quantity === lastSent.current) return;
    lastSent.current = quantity;
    onQuantity(quantity);
  };

  return (
    <Paper withBorder radius="md" p="md" component="li" className={classes.row}>
      <ProductImage src={product.imageUrl} alt={product.name} size={96} className={classes.image} />
      <Stack gap={4} className={classes.info}>
        <Title order={3} size="h5">
          {product.name}
        </Title>
        <Text size="sm" c="gray.7" lineClamp={2}>
          {product.description}
        </Text>
        <Text size="xs" tt="uppercase" fw={700} c="gray.7">
          {categoryLabels[product.category]}
        </Text>
        <Text fw={700}>{formatCents(product.price)}</Text>
        <Anchor href={product.avonStoreUrl} target="_blank" rel="noopener noreferrer" size="sm" c="pink.9">
          Purchase this item directly
        </Anchor>
      </Stack>
      <div className={classes.controls}>
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={`Decrease quantity of ${product.name}`} disabled={busy} onClick={() => onQuantity(item.quantity - 1)}>
            −
          </ActionIcon>
          <TextInput
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CART_LINE_QUANTITY}
            w={64}
            aria-label={`Quantity of ${product.name}`}
            value={draft}
            disabled={busy}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event);
            }}
            classNames={{ input: classes.quantityInput }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={`Increase quantity of ${product.name}`}
            disabled={busy || item.quantity >= MAX_CART_LINE_QUANTITY}
            onClick={() => onQuantity(item.quantity + 1)}
          >
            +
          </ActionIcon>
        </Group>
        <Text size="sm" c="gray.7">
          Line total: <strong>{formatCents(product.price * item.quantity)}</strong>
        </Text>
        <Button variant="subtle" color="red" c="red.9" size="compact-sm" aria-label={`Remove ${product.name}`} disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </Paper>
  );
}
