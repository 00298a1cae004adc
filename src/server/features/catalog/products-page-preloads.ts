import type { AppDeps } from '../../deps.js';
import type { Preload } from '../../seo/page-meta.js';

/** The URL the client's batching tRPC link requests for `catalog.list({})`. */
export const CATALOG_LIST_REQUEST = `/trpc/catalog.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`;

/** As many as the products page loads eagerly (EAGER_IMAGES in product-grid.tsx). */
const FIRST_IMAGES = 3;

/**
 * /products shows the whole catalogue, and its largest paint is the first product image: the
 * server names both in the page's head, so the browser fetches them while the scripts load
 * instead of after they have run.
 */
export async function productsPagePreloads(deps: AppDeps): Promise<Preload[]> {
  const { products } = (await deps.catalog.current()).list('all');
  return [
    { href: CATALOG_LIST_REQUEST, as: 'fetch' },
    ...products.slice(0, FIRST_IMAGES).map((product) => ({ href: product.imageUrl, as: 'image' as const })),
  ];
}
