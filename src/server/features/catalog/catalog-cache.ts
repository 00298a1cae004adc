import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Product, ProductCategoryFilter } from '../../../shared/catalog.js';
import type { ChangeTarget } from '../../db/change-listener.js';
import { NoticedCache } from '../../db/noticed-cache.js';
import { type CatalogProduct, publicProduct, toCatalogProduct } from './catalog.service.js';
import type { ProductEntity } from './product.entity.js';

type Encoding = 'br' | 'gzip' | null;

/** One `?category=` answer: its JSON body (and compressed copies, made on first use) and ETag. */
export interface CatalogList {
  products: Product[];
  etag: string;
  body(encoding: Encoding): Buffer;
}

/** Kept copies are squeezed hard once; a snapshot used for one request only gets quick settings. */
const KEPT = { brotli: 9, gzip: 9 };
const ONE_OFF = { brotli: 4, gzip: 5 };

function toList(products: Product[], effort: typeof KEPT): CatalogList {
  const json = Buffer.from(JSON.stringify({ products }));
  const compressed = new Map<Encoding, Buffer>([[null, json]]);
  const compress = (encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli } })
      : gzipSync(json, { level: effort.gzip });
  return {
    products,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    body(encoding) {
      let body = compressed.get(encoding);
      if (!body) compressed.set(encoding, (body = compress(encoding as 'br' | 'gzip')));
      return body;
    },
  };
}

/** The whole catalogue at one moment: what the engine, the quiz results and the shop read. */
export interface CatalogSnapshot {
  all: readonly CatalogProduct[];
  byId: ReadonlyMap<number, CatalogProduct>;
  list(filter?: ProductCategoryFilter): CatalogList;
}

/** The catalogue at one moment; each list is made when first asked for. */
export function buildSnapshot(all: readonly CatalogProduct[], kept = true): CatalogSnapshot {
  const lists = new Map<ProductCategoryFilter, CatalogList>();
  return {
    all,
    byId: new Map(all.map((product) => [product.id, product])),
    list(filter: ProductCategoryFilter = 'all') {
      let list = lists.get(filter);
      if (!list) {
        const products = filter === 'all' ? all : all.filter((product) => product.category === filter);
        lists.set(filter, (list = toList(products.map(publicProduct), kept ? KEPT : ONE_OFF)));
      }
      return list;
    },
  };
}

/** One read of the products, made into a snapshot per storefront address (the last one asked for is kept). */
function snapshotsOf(rows: readonly ProductEntity[], kept: boolean): (storeUrl: string) => CatalogSnapshot {
  let last: { storeUrl: string; snapshot: CatalogSnapshot } | null = null;
  return (storeUrl) => {
    if (last?.storeUrl !== storeUrl) last = { storeUrl, snapshot: buildSnapshot(rows.map((row) => toCatalogProduct(row, storeUrl)), kept) };
    return last.snapshot;
  };
}

/**
 * The catalogue is read on almost every page and changes only when someone edits products, so
 * the products are kept in memory while PostgreSQL's change notices arrive (see NoticedCache).
 * Their store links depend on the storefront address, a setting of its own: each snapshot is
 * made for the address that applies when it is asked for, so a new address shows at once.
 */
export class CatalogCache implements ChangeTarget {
  private readonly products: NoticedCache<(storeUrl: string) => CatalogSnapshot>;

  constructor(
    loadProducts: () => Promise<ProductEntity[]>,
    private readonly storeUrl: () => Promise<string>,
  ) {
    this.products = new NoticedCache(async (kept) => snapshotsOf(await loadProducts(), kept));
  }

  async current(): Promise<CatalogSnapshot> {
    const [snapshotFor, storeUrl] = await Promise.all([this.products.current(), this.storeUrl()]);
    return snapshotFor(storeUrl);
  }

  invalidate(): void {
    this.products.invalidate();
  }

  /** See NoticedCache.warm. */
  warm(): Promise<void> {
    return this.products.warm();
  }

  setTrusted(trusted: boolean): void {
    this.products.setTrusted(trusted);
  }

  /** See NoticedCache.follow. */
  follow(follower: ChangeTarget): void {
    this.products.follow(follower);
  }
}
