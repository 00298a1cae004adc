import type { FeatureModule } from '../../core/feature-module.js';
import type { FirstScreenHelpers } from '../../seo/first-screen.js';
import './api.js';
import { startCatalogCache } from './catalog-change-listener.js';
import { catalogRest } from './catalog.rest.js';
import { productAdminRest } from './product-admin.rest.js';
import { productAdminRouter } from './product-admin.router.js';
import { productImagesRest } from './product-images.rest.js';
import { catalogRouter } from './catalog.router.js';
import { catalogSeeder } from './catalog.seeder.js';
import { productsJsonLd } from './products-json-ld.js';
import { ProductEntity } from './product.entity.js';

const trpc = { catalog: catalogRouter, adminProducts: productAdminRouter };

export const catalogFeature = {
  name: 'catalog',
  entities: [ProductEntity],
  trpc,
  async rest(app, deps) {
    await catalogRest(app, deps);
    await productAdminRest(app, deps);
    await productImagesRest(app, deps);
  },
  seeders: [catalogSeeder],
  pages: {
    static: {
      '/products': {
        title: 'Products',
        description: 'Skincare, makeup, hair, body, fragrance and bundles, matched to you.',
        firstScreen: { prefetch: (helpers: FirstScreenHelpers<typeof trpc>) => helpers.catalog.list.prefetch({}) },
        jsonLd: productsJsonLd,
      },
    },
  },
  async start(deps) {
    const running = await startCatalogCache({
      dataSource: deps.dataSource,
      storeUrl: () => deps.storeSettings.storeUrl(),
      logger: deps.logger ?? console,
    });
    deps.catalog = running.cache;
    return running;
  },
} satisfies FeatureModule;
