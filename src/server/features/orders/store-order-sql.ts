// The statements other features run on store orders (the people feature's export and erasure, a
// segment's buyers, the claims review), written here beside the tables they touch.

/** The store orders under an address ($1), oldest first (the personal-data export). */
export const STORE_ORDERS_OF_SQL = `SELECT "orderNumber", "orderedOn"::text AS "orderedOn", "totalCents" FROM store_order WHERE email = $1 ORDER BY id`;

/** Erasure: orders stay in the sales figures, attributed to nobody ($1: the address, $2: the person's uuids). */
export const DETACH_STORE_ORDERS_SQL = `UPDATE store_order SET email = NULL, "personId" = NULL WHERE email = $1 OR "personId" = ANY($2::uuid[])`;

/** Erasure: the person's order count, what made them a return customer ($1: their uuids); the sales figures keep only sums. */
export const DELETE_SALES_PERSON_SQL = `DELETE FROM sales_person WHERE "personId" = ANY($1::uuid[])`;

/**
 * SQL for "the people who bought the product in `productParam`", as a list of one column of
 * store_order (`key`: "email" or "personId"), orders without it left out (a segment's condition).
 */
export function buyersOfProductSql(key: 'email' | 'personId', productParam: string): string {
  return `SELECT o."${key}" FROM store_order o JOIN store_order_line l ON l."orderId" = o.id WHERE l."productId" = ${productParam} AND o."${key}" IS NOT NULL`;
}

/** The shapes of the shop's order numbers (the claims review tells a claim whose number has none of them). */
export const ORDER_NUMBER_SHAPES_SQL = `SELECT DISTINCT "orderNumberShape" AS shape FROM store_order`;
