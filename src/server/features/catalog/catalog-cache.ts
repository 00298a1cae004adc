import { createHash } from 'node:crypto';
import { type Product, productCategories, type ProductCategoryFilter } from '../../../shared/catalog.js';
import { type CatalogProduct, publicProduct } from './catalog.service.js';

/** One `?category=` answer, with its JSON body and ETag made once per catalogue version. */
export interface CatalogList {
  products: Product[];
  json: string;
  etag: string;
}

/** The whole catalogue at one moment: what the engine, the quiz results and the shop read. */
export interface CatalogSnapshot {
  all: readonly CatalogProduct[];
  byId: ReadonlyMap<number, CatalogProduct>;
  list(filter: ProductCategoryFilter | undefined): CatalogList;
}

function toList(products: Product[]): CatalogList {
  const json = JSON.stringify({ products });
  return { products, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

export function buildSnapshot(all: CatalogProduct[]): CatalogSnapshot {
  const lists = new Map<ProductCategoryFilter, CatalogList>([['all', toList(all.map(publicProduct))]]);
  for (const category of productCategories) {
    lists.set(category, toList(all.filter((product) => product.category === category).map(publicProduct)));
  }
  return {
    all,
    byId: new Map(all.map((product) => [product.id, product])),
    list: (filter) => lists.get(filter ?? 'all')!,
  };
}

/**
 * The catalogue is read on almost every page and changes only when someone edits products, so
 * it is kept in memory. It may only be kept while change notices from PostgreSQL arrive
 * (`setTrusted(true)`); every process on the database gets them, so an edit made anywhere
 * drops every copy. Without notices each call reads the database.
 */
export class CatalogCache {
  private cached: Promise<CatalogSnapshot> | null = null;
  private version = 0;
  private trusted = false;

  constructor(private readonly load: () => Promise<CatalogProduct[]>) {}

  current(): Promise<CatalogSnapshot> {
    if (!this.trusted) return this.read();
    if (this.cached) return this.cached;
    const versionAtStart = this.version;
    const pending = this.read();
    this.cached = pending;
    // Forget a failed read, and one that a change overtook while it ran.
    pending.then(
      () => {
        if (this.version !== versionAtStart && this.cached === pending) this.cached = null;
      },
      () => {
        if (this.cached === pending) this.cached = null;
      },
    );
    return pending;
  }

  /** The catalogue changed (or may have, while notices were not arriving). */
  invalidate(): void {
    this.version += 1;
    this.cached = null;
  }

  /** Whether change notices are arriving; only then may the catalogue be kept. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }

  private async read(): Promise<CatalogSnapshot> {
    return buildSnapshot(await this.load());
  }
}
