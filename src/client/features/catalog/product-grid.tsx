import { Alert, Button, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useSyncExternalStore } from 'react';
import type { ProductCategory } from '../../../shared/product-categories';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { readProductMatchPercents, serverProductMatchPercents, subscribeSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { ProductAction } from '../../components/product/product-action';
import { ProductCard } from '../../components/product/product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** SPEC §9: 6 skeleton cards while loading. */
const SKELETON_CARDS = 6;
const gridCols = { base: 1, xs: 2, md: 3 };
/** Images that may be in the first viewport (one row of three on wide screens) load eagerly. */
const EAGER_IMAGES = 3;

/**
 * The products of one tab ('all' or a category). Every tab reads the one catalogue list the
 * server drew the page with, so each tab's address carries all its cards in the server's HTML and
 * switching tabs asks for nothing. Cards out of view cost a phone little: they skip layout and
 * paint until scrolled to (content-visibility) and their images load lazily.
 */
export function ProductGrid({ category }: { category: 'all' | ProductCategory }) {
  const query = trpc.catalog.list.useQuery({});
  // The visitor's saved quiz result lives in this browser only: the server draws no badges, and
  // the browser adds them as an update once the page has hydrated, so both first renders agree.
  const matchPercents = useSyncExternalStore(subscribeSavedQuizResults, readProductMatchPercents, serverProductMatchPercents);
  const all = query.data?.products;
  const products = useMemo(() => (all && category !== 'all' ? all.filter((product) => product.category === category) : all), [all, category]);

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
  return (
    <ResponsiveGrid cols={gridCols} spacing="lg" aria-busy={products ? undefined : true}>
      {!products && <VisuallyHidden role="status">Loading products…</VisuallyHidden>}
      {products?.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eagerImage={index < EAGER_IMAGES}
          matchPercent={matchPercents.get(product.id)}
          addToCart={<ProductAction product={product} />}
        />
      ))}
      {!products && Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={`skeleton-${index}`} />)}
    </ResponsiveGrid>
  );
}
