import { createRoute } from '@tanstack/react-router';
import { type ProductCategory, productCategories } from '../../../shared/product-categories';
import { productsJsonLd } from '../../../shared/products-json-ld';
import { pageHead } from '../../page-head';
import { rootRoute } from '../../root-route';
import { onServer, siteUrlOf } from '../../route-helpers';

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  staticData: { module: 'products' },
  // A category tab can be linked to: /products?category=makeup.
  validateSearch: (search: Record<string, unknown>): { category?: ProductCategory } => ({
    category: productCategories.find((category) => category === search.category),
  }),
  // The server draws the whole catalogue; in the browser the request starts alongside the
  // screen's code and is not awaited, so the page shows its skeleton cards while the list loads.
  loader: async ({ context }) => {
    if (!onServer) {
      void context.trpcUtils.catalog.list.prefetch({});
      return { jsonLd: [] };
    }
    const products = await context.trpcUtils.catalog.list.ensureData({}).then((data) => data.products, () => []);
    return { jsonLd: productsJsonLd(products, context.siteUrl ?? '') };
  },
  head: ({ matches, loaderData }) =>
    pageHead(
      { title: 'Products', description: 'Skincare, makeup, hair, body, fragrance and bundles, matched to you.', canonicalPath: '/products', jsonLd: loaderData?.jsonLd },
      siteUrlOf(matches),
    ),
}).lazy(() => import('../../routes/products').then((m) => m.Route));

export const catalogRoutes = [productsRoute] as const;
