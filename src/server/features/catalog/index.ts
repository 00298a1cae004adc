import path from 'node:path';
import type { FeatureModule } from '../../core/feature-module.js';
import { projectRoot } from '../../db/data-source.js';
import './api.js';
import { startCatalogCache } from './catalog-change-listener.js';
import { catalogRest } from './catalog.rest.js';
import { productAdminRest } from './product-admin.rest.js';
import { productAdminRouter } from './product-admin.router.js';
import { productImagesRest } from './product-images.rest.js';
import { catalogRouter } from './catalog.router.js';
import { catalogSeeder } from './catalog.seeder.js';
import { ProductEntity } from './product.entity.js';
import { ProductImageEntity, ProductImageVariantEntity } from './product-image.entity.js';
import { moveImageFilesIn, startUnusedImageSweep } from './product-image-files.js';

const trpc = { catalog: catalogRouter, adminProducts: productAdminRouter };

export const catalogFeature = {
  name: 'catalog',
  entities: [ProductEntity, ProductImageEntity, ProductImageVariantEntity],
  trpc,
  async rest(app, deps) {
    await catalogRest(app, deps);
    await productAdminRest(app, deps);
    await productImagesRest(app, deps);
  },
  seeders: [catalogSeeder],
  pages: { indexed: ['/products'] },
  async start(deps) {
    const logger = deps.logger ?? console;
    // Images are kept in PostgreSQL; files an earlier version wrote to disk are moved in first.
    const moved = await moveImageFilesIn(deps.dataSource, path.resolve(projectRoot, deps.env.UPLOADS_DIR));
    if (moved > 0) logger.info(`Moved ${moved} uploaded images from ${deps.env.UPLOADS_DIR} into the database; the files there are no longer read.`);
    const running = await startCatalogCache({
      dataSource: deps.dataSource,
      storeUrl: () => deps.storeSettings.storeUrl(),
      logger,
    });
    deps.catalog = running.cache;
    // The shop's pages show the catalogue.
    running.cache.follow(deps.publicContent.source('catalog'));
    const sweep = startUnusedImageSweep(deps.dataSource, (error) => logger.warn({ err: error }, 'removing unused product images failed'));
    return {
      async stop() {
        await sweep.stop();
        await running.stop();
      },
    };
  },
} satisfies FeatureModule;
