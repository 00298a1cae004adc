import type { FeatureModule } from '../../core/feature-module.js';
import './api.js';
import { startCatalogCache } from './catalog-change-listener.js';
import { catalogRest } from './catalog.rest.js';
import { productAdminRest } from './product-admin.rest.js';
import { productAdminRouter } from './product-admin.router.js';
import { productImagesRest } from './product-images.rest.js';
import { catalogRouter } from './catalog.router.js';
import { catalogSeeder } from './catalog.seeder.js';
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
  pages: { indexed: ['/products'] },
  async start(deps) {
    const running = await startCatalogCache({
      dataSource: deps.dataSource,
      storeUrl: () => deps.storeSettings.storeUrl(),
      logger: deps.logger ?? console,
    });
    deps.catalog = running.cache;
    // The shop's pages show the catalogue.
    running.cache.follow(deps.publicContent.source('catalog'));
    return running;
  },
} satisfies FeatureModule;
