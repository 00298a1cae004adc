import { type DataSource, type EntityManager, In } from 'typeorm';
import type { ListProductsInput, Product } from '../../../shared/catalog.js';
import { ProductEntity } from './product.entity.js';

type Db = DataSource | EntityManager;

/** The product's link on the representative's storefront (STORE_URL + its stored path). */
export function storeUrlFor(storeUrl: string, storePath: string): string {
  return `${storeUrl.replace(/\/+$/, '')}/${storePath.replace(/^\/+/, '')}`;
}

/** A product row as every API returns it. */
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

/** The catalogue, optionally one category ('all' or no category: everything), in catalogue order. */
export async function listProducts(db: Db, storeUrl: string, input: ListProductsInput = {}): Promise<Product[]> {
  const category = input.category && input.category !== 'all' ? input.category : undefined;
  const rows = await db.getRepository(ProductEntity).find({ where: category ? { category } : {}, order: { id: 'ASC' } });
  return rows.map((row) => toProduct(row, storeUrl));
}

/** Every product, for the recommendation engine. */
export async function listAllProducts(db: Db, storeUrl: string): Promise<Product[]> {
  return listProducts(db, storeUrl);
}

/** The products with these ids, in the order asked; unknown ids are left out. */
export async function getProductsByIds(db: Db, storeUrl: string, ids: readonly number[]): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const rows = await db.getRepository(ProductEntity).findBy({ id: In(wanted) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row, storeUrl)] : [];
  });
}
