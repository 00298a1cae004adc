import type { DataSource, EntityManager } from 'typeorm';
import type { BudgetTier, Product, RoutineStep, SkinConcern, SkinTypeValue } from '../../../shared/catalog.js';
import { ProductEntity } from './product.entity.js';

type Db = DataSource | EntityManager;

/** A product with the attributes the recommendation engine matches on; these stay on the server. */
export interface CatalogProduct extends Product {
  concerns: SkinConcern[];
  skinTypes: SkinTypeValue[];
  fragranceFree: boolean;
  sensitiveSafe: boolean;
  nonComedogenic: boolean;
  harshActives: boolean;
  routineStep: RoutineStep;
  budgetTier: BudgetTier;
}

/** The product's link on the representative's storefront (the storefront setting + its stored path). */
export function storeUrlFor(storeUrl: string, storePath: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/${storePath.replace(/^\/+/, '')}`;
}

/** A product as every API returns it. */
export function toProduct(entity: ProductEntity, storeUrl: string): Product {
  return {
    id: entity.id,
    slug: entity.slug,
    name: entity.name,
    description: entity.description,
    reason: entity.reason,
    price: entity.price,
    originalPrice: entity.originalPrice,
    imageUrl: entity.imageUrl,
    tags: entity.tags,
    category: entity.category,
    avonStoreUrl: storeUrlFor(storeUrl, entity.storePath),
  };
}

/** The public fields only, e.g. to send a catalogue product to a browser. */
export function publicProduct(product: CatalogProduct): Product {
  const { id, slug, name, description, reason, price, originalPrice, imageUrl, tags, category, avonStoreUrl } = product;
  return { id, slug, name, description, reason, price, originalPrice, imageUrl, tags, category, avonStoreUrl };
}

export function toCatalogProduct(entity: ProductEntity, storeUrl: string): CatalogProduct {
  return {
    ...toProduct(entity, storeUrl),
    concerns: entity.concerns,
    skinTypes: entity.skinTypes,
    fragranceFree: entity.fragranceFree,
    sensitiveSafe: entity.sensitiveSafe,
    nonComedogenic: entity.nonComedogenic,
    harshActives: entity.harshActives,
    routineStep: entity.routineStep,
    budgetTier: entity.budgetTier,
  };
}

/** Every active product in catalogue order, as stored (the catalogue cache reads these). */
export async function loadActiveProducts(db: Db): Promise<ProductEntity[]> {
  return db.getRepository(ProductEntity).find({ where: { status: 'active' }, order: { id: 'ASC' } });
}

/** Every active product in catalogue order, with store links on the given storefront. */
export async function loadCatalogue(db: Db, storeUrl: string): Promise<CatalogProduct[]> {
  return (await loadActiveProducts(db)).map((row) => toCatalogProduct(row, storeUrl));
}
