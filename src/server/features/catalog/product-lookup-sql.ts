// The statements other features run on the catalogue's products, written here beside the table.
import { sql } from '../../db/sql.js';

/**
 * Products by lower-case SKU, slug or lower-case name, archived ones included (an old order
 * still names what was bought): a store order's lines find theirs with it.
 */
export const productsByKeys = (skus: string[], slugs: string[], names: string[]) =>
  sql<{ id: number; sku: string | null; slug: string; name: string }>`SELECT id, sku, slug, name FROM product WHERE lower(sku) = ANY(${skus}::text[]) OR slug = ANY(${slugs}::text[]) OR lower(name) = ANY(${names}::text[])`;

/** How the change history names products: answers (subject, name) for these ids. */
export const productSubjectNames = (ids: string[]) => sql<{ subject: string; name: string }>`SELECT id::text AS subject, name FROM product WHERE id = ANY(${ids}::bigint[])`;

/** The change history's search: the ids of at most `limit` products whose name contains `pattern` (a LIKE pattern, lower case). */
export const productsNamedLike = (pattern: string, limit: number) => sql<{ subject: string }>`SELECT id::text AS subject FROM product WHERE lower(name) LIKE ${pattern} LIMIT ${limit}`;

/** Which of these product ids exist, archived ones included (saved recommendation rules may name only those). */
export const existingProductIds = (ids: number[]) => sql<{ id: number }>`SELECT id FROM product WHERE id = ANY(${ids}::int[])`;
