import type { EntityManager } from 'typeorm';
import type { Seeder } from '../../db/seed/seeder.js';
import { bodyAndFragrance } from './body-and-fragrance.data.js';
import { bundles } from './bundles.data.js';
import { makeupAndHair } from './makeup-and-hair.data.js';
import { type CatalogProduct, toCatalogProduct } from './catalog.service.js';
import { ProductEntity } from './product.entity.js';
import type { ProductSeed } from './product-seed.types.js';
import { skincareEssentials } from './skincare-essentials.data.js';
import { skincareEveryday } from './skincare-everyday.data.js';
import { skincareTreatments } from './skincare-treatments.data.js';

/** Every demo product, in the order the catalogue lists them (later additions last, so earlier ids stay). */
export const demoProducts: ProductSeed[] = [...skincareEssentials, ...skincareTreatments, ...makeupAndHair, ...bodyAndFragrance, ...bundles, ...skincareEveryday];

export function productImagePath(slug: string): string {
  return `/images/products/${slug}.svg`;
}

function toRow(seed: ProductSeed, index: number): Omit<ProductEntity, 'id' | 'createdAt' | 'updatedAt' | 'version'> {
  return {
    slug: seed.slug,
    name: seed.name,
    // Demo SKUs in the catalogue's order (BM-1001, BM-1002, …), as a storefront's export would name them.
    sku: `BM-${1001 + index}`,
    description: seed.description,
    reason: seed.reason,
    price: seed.price,
    originalPrice: seed.originalPrice ?? null,
    imageUrl: productImagePath(seed.slug),
    tags: seed.tags,
    category: seed.category,
    // The full link is the storefront setting (STORE_URL by default) + this path, so a new storefront needs no data change.
    storePath: `/p/${seed.slug}`,
    concerns: seed.concerns,
    skinTypes: seed.skinTypes,
    fragranceFree: seed.fragranceFree ?? false,
    sensitiveSafe: seed.sensitiveSafe ?? false,
    nonComedogenic: seed.nonComedogenic ?? false,
    harshActives: seed.harshActives ?? false,
    routineStep: seed.routineStep,
    budgetTier: seed.budgetTier,
    status: 'active',
  };
}

/**
 * The demo catalogue as the engine sees it once seeded (ids follow the seeding order): lets the
 * engine's rules be checked against the real demo data without a database.
 */
export function demoCatalogue(): CatalogProduct[] {
  return demoProducts.map((seed, index) => toCatalogProduct(Object.assign(new ProductEntity(), toRow(seed, index), { id: index + 1 }), ''));
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  async isEmpty(manager: EntityManager) {
    return (await manager.getRepository(ProductEntity).count()) === 0;
  },
  async seed(manager: EntityManager) {
    await manager.getRepository(ProductEntity).insert(demoProducts.map(toRow));
  },
};
