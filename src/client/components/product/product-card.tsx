import { Badge, Box, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { Product } from '../../../shared/catalog';
import { categoryLabels } from '../../../shared/product-categories';
import { formatCents, formatCentsShort } from '../../../shared/money';
import { MATCH_BADGE_MIN_PERCENT } from '../../../shared/match-badge';
import { ProductImage } from './product-image';
import classes from './product-card.module.css';

/** SPEC §9: a card shows at most 3 tags. */
const MAX_TAGS = 3;

interface ProductCardProps {
  product: Product;
  /** From the visitor's quiz result; shown as a badge only when it reads as a recommendation. */
  matchPercent?: number;
  /** The add-to-cart control, supplied by the page. */
  addToCart: ReactNode;
  /** For cards in the first viewport: the image is the page's largest paint, so fetch it at once. */
  eagerImage?: boolean;
}

export function ProductCard({ product, matchPercent, addToCart, eagerImage = false }: ProductCardProps) {
  const headingId = useId();
  const saving = product.originalPrice !== null && product.originalPrice > product.price ? product.originalPrice - product.price : 0;
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="md" padding="md" className={classes.card}>
      <Card.Section className={classes.imageWrap}>
        <ProductImage src={product.imageUrl} alt={product.name} size={240} eager={eagerImage} className={classes.image} />
        <Group justify="space-between" className={classes.badges}>
          {saving > 0 ? (
            <Badge color="red.9" variant="filled">
              Save {formatCentsShort(saving)}
            </Badge>
          ) : (
            <span />
          )}
          {matchPercent !== undefined && matchPercent >= MATCH_BADGE_MIN_PERCENT && (
            // green.9 under white 11 px text is 4.4:1; this darker green is 6.1:1 (WCAG AA).
            <Badge color="#237032" variant="filled">
              {matchPercent}% Match
            </Badge>
          )}
        </Group>
      </Card.Section>
      <Stack gap={6} mt="md" className={classes.body}>
        <Text size="xs" tt="uppercase" fw={700} c="gray.7">
          {categoryLabels[product.category]}
        </Text>
        <Title order={2} id={headingId} className={classes.name}>
          {product.name}
        </Title>
        <Text size="sm" c="gray.7" lineClamp={3}>
          {product.description}
        </Text>
        <Text size="sm" fw={500} c="pink.9">
          {product.reason}
        </Text>
        <Group gap={6}>
          {product.tags.slice(0, MAX_TAGS).map((tag) => (
            <Badge key={tag} variant="light" c="pink.9" radius="sm" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
        <Box mt="auto" pt="xs">
          <Group gap="xs" align="baseline">
            <Text fw={700} size="xl">
              {formatCents(product.price)}
            </Text>
            {saving > 0 && (
              <Text td="line-through" c="gray.7" size="sm">
                <VisuallyHidden>Was </VisuallyHidden>
                {formatCents(product.originalPrice!)}
              </Text>
            )}
          </Group>
          <Group grow gap="xs" mt="sm">
            {addToCart}
            <Button component="a" href={product.avonStoreUrl} target="_blank" rel="noopener noreferrer" variant="outline">
              Shop Direct
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          </Group>
        </Box>
      </Stack>
    </Card>
  );
}
