import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Product, ProductCategoryFilter } from '../../../shared/catalog.js';
import { NoticedCache } from '../../db/noticed-cache.js';
import { type CatalogProduct, publicProduct } from './catalog.service.js';

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

/**
 * The catalogue is read on almost every page and changes only when someone edits products, so
 * it is kept in memory while PostgreSQL's change notices arrive (see NoticedCache).
 */
export class CatalogCache extends NoticedCache<CatalogSnapshot> {
  constructor(load: () => Promise<CatalogProduct[]>) {
    super(async (kept) => buildSnapshot(await load(), kept));
  }
}
