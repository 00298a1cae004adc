// The statements other features run on store orders (the people feature's export and erasure, a
// segment's buyers, the claims review), written here beside the tables they touch.
import { sql } from '../../db/sql.js';

/** The store orders under an address, oldest first (the personal-data export). */
export const storeOrdersOf = (address: string) =>
  sql<{ orderNumber: string; orderedOn: string; totalCents: number }>`SELECT "orderNumber", "orderedOn"::text AS "orderedOn", "totalCents" FROM store_order WHERE email = ${address} ORDER BY id`;

/** Erasure: orders stay in the sales figures, attributed to nobody (under the address or one of the person's uuids). */
export const detachStoreOrders = (address: string, personIds: string[]) =>
  sql`UPDATE store_order SET email = NULL, "personId" = NULL WHERE email = ${address} OR "personId" = ANY(${personIds}::uuid[])`;

/** Erasure: the person's order count (under any of their uuids), what made them a return customer; the sales figures keep only sums. */
export const deleteSalesPerson = (personIds: string[]) => sql`DELETE FROM sales_person WHERE "personId" = ANY(${personIds}::uuid[])`;

/**
 * SQL for "the people who bought the product in `productParam`", as a list of one column of
 * store_order (`key`: "email" or "personId"), orders without it left out (a segment's condition).
 */
export function buyersOfProductSql(key: 'email' | 'personId', productParam: string): string {
  return `SELECT o."${key}" FROM store_order o JOIN store_order_line l ON l."orderId" = o.id WHERE l."productId" = ${productParam} AND o."${key}" IS NOT NULL`;
}

/** The shapes of the shop's order numbers (the claims review tells a claim whose number has none of them). */
export const orderNumberShapes = () => sql<{ shape: string }>`SELECT DISTINCT "orderNumberShape" AS shape FROM store_order`;
