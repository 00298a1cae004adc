import type { EntityManager } from 'typeorm';
import type { StoreOrderLine } from '../../../shared/store-orders.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { productsByKeys } from '../catalog/api.js';

/** A line ready to store: its product when the catalogue knows it, and the text it was named by. */
export interface ResolvedLine {
  productId: number | null;
  productText: string;
  quantity: number;
  lineTotalCents: number;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * Finds each line's product by SKU, then slug, then exact name (case and surrounding spaces
 * ignored), archived products included: an old order still names what was bought. One query
 * for all the lines given.
 */
export async function resolveLineProducts(manager: EntityManager, lines: readonly StoreOrderLine[]): Promise<ResolvedLine[]> {
  if (lines.length === 0) return [];
  const wanted = (pick: (line: StoreOrderLine) => string | undefined) => [...new Set(lines.map(pick).filter((text): text is string => Boolean(text)).map(key))];
  const statement = productsByKeys(wanted((line) => line.sku), wanted((line) => line.slug), wanted((line) => line.name));
  const products = await preparedQuery(manager, 'store-order-line-products', statement);
  const bySku = new Map(products.filter((product) => product.sku).map((product) => [key(product.sku ?? ''), product.id]));
  const bySlug = new Map(products.map((product) => [product.slug, product.id]));
  const byName = new Map(products.map((product) => [key(product.name), product.id]));
  return lines.map((line) => {
    const productId = (line.sku && bySku.get(key(line.sku))) || (line.slug && bySlug.get(key(line.slug))) || (line.name && byName.get(key(line.name))) || null;
    return { productId, productText: line.name || line.sku || line.slug || '', quantity: line.quantity, lineTotalCents: line.lineTotalCents };
  });
}
