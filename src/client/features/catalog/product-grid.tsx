import { Alert, Button, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { ProductCategory } from '../../../shared/catalog';
import { readProductMatchPercents } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §9: 6 skeleton cards while loading. */
const SKELETON_CARDS = 6;
const gridCols = { base: 1, xs: 2, md: 3 };

/** The products of one tab ('all' or a category). */
export function ProductGrid({ category }: { category: 'all' | ProductCategory }) {
  const query = trpc.catalog.list.useQuery(category === 'all' ? {} : { category });
  // Read once per mount: the saved quiz result only changes when the quiz is taken again.
  const [matchPercents] = useState(readProductMatchPercents);

  if (query.isPending) {
    return (
      <SimpleGrid cols={gridCols} spacing="lg" aria-busy="true">
        <VisuallyHidden role="status">Loading products…</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Unable to load products" role="alert">
        <Text size="sm" mb="sm">
          Something went wrong. Please try again.
        </Text>
        <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.data.products.length === 0) return <Text c="gray.7">No products in this category yet.</Text>;
  return (
    <SimpleGrid cols={gridCols} spacing="lg">
      {query.data.products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          matchPercent={matchPercents.get(product.id)}
          addToCart={<AddToCartButton product={product} />}
        />
      ))}
    </SimpleGrid>
  );
}
