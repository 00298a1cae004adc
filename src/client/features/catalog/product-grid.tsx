import { Alert, Button, Text, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import type { ProductCategory } from '../../../shared/product-categories';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { readProductMatchPercents } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { ProductAction } from '../../components/product/product-action';
import { ProductCard } from '../../components/product/product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §9: 6 skeleton cards while loading. */
const SKELETON_CARDS = 6;
const gridCols = { base: 1, xs: 2, md: 3 };
/** Cards shown as soon as the list arrives: more than a screenful at any width. */
const FIRST_CARDS = 6;
/** Images that may be in the first viewport (one row of three on wide screens) load eagerly. */
const EAGER_IMAGES = 3;

/** The products of one tab ('all' or a category). */
export function ProductGrid({ category }: { category: 'all' | ProductCategory }) {
  const query = trpc.catalog.list.useQuery(category === 'all' ? {} : { category });
  // Read once per mount: the saved quiz result only changes when the quiz is taken again.
  const [matchPercents] = useState(readProductMatchPercents);
  // Rendering all 48 cards at once blocked a phone's main thread for over half a second and held
  // back the first image. The first cards render at once; the full list renders in the
  // background as a deferred value (React yields between cards), with the skeleton after the
  // first cards until it is ready.
  const products = query.data?.products ?? null;
  const deferred = useDeferredValue(products, null);
  const complete = products !== null && (deferred === products || products.length <= FIRST_CARDS);

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
  if (products?.length === 0) {
    // 'All' empty: the shop has no products on sale yet (a new catalogue), not an empty filter.
    return <Text c="gray.7">{category === 'all' ? 'No products here yet: our collection is on its way. Please check back soon.' : 'No products in this category yet.'}</Text>;
  }
  const shown = complete ? products : products?.slice(0, FIRST_CARDS);
  return (
    <ResponsiveGrid cols={gridCols} spacing="lg" aria-busy={complete ? undefined : true}>
      {!complete && <VisuallyHidden role="status">Loading products…</VisuallyHidden>}
      {shown?.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eagerImage={index < EAGER_IMAGES}
          matchPercent={matchPercents.get(product.id)}
          addToCart={<ProductAction product={product} />}
        />
      ))}
      {!complete && Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={`skeleton-${index}`} />)}
    </ResponsiveGrid>
  );
}
