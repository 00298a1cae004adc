// What other features may use of the catalogue.
import type { CatalogCache } from './catalog-cache.js';

export type { CatalogProduct } from './catalog.service.js';
export { demoCatalogue } from './catalog.seeder.js';
export { loadCatalogue, publicProduct, toProduct } from './catalog.service.js';
export type { CatalogSnapshot } from './catalog-cache.js';
export { ProductEntity } from './product.entity.js';
export { existingProductIds, productsByKeys, productSubjectNames, productsNamedLike } from './product-lookup-sql.js';
// Offered to every feature's SQL: the view product_names (sql/product_names.sql), archived products included.

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** The product catalogue, kept in memory while PostgreSQL reports its changes (set by the catalog feature's start). */
    catalog: CatalogCache;
  }
}
