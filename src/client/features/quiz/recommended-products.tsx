import type { RecommendedProduct } from '../../../shared/quiz-api';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { ProductAction } from '../../components/product/product-action';
import { ProductCard } from '../../components/product/product-card';

/** The engine's picks as real catalogue cards: image, price, why it was picked, cart and store links. */
export function RecommendedProducts({ items }: { items: RecommendedProduct[] }) {
  return (
    <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {items.map((item) => (
        <ProductCard key={item.id} product={item} matchPercent={item.matchPercent} picked socialProof={item.socialProof} addToCart={<ProductAction product={item} />} />
      ))}
    </ResponsiveGrid>
  );
}
