// The statements the people feature runs on one person's store orders, written here beside the
// tables they touch.

/** The store orders under an address ($1), oldest first (the personal-data export). */
export const STORE_ORDERS_OF_SQL = `SELECT "orderNumber", "orderedOn"::text AS "orderedOn", "totalCents" FROM store_order WHERE email = $1 ORDER BY id`;

/** Erasure: orders stay in the sales figures, attributed to nobody ($1: the address, $2: the person's uuids). */
export const DETACH_STORE_ORDERS_SQL = `UPDATE store_order SET email = NULL, "personId" = NULL WHERE email = $1 OR "personId" = ANY($2::uuid[])`;

/** Erasure: the person's order count, what made them a return customer ($1: their uuids); the sales figures keep only sums. */
export const DELETE_SALES_PERSON_SQL = `DELETE FROM sales_person WHERE "personId" = ANY($1::uuid[])`;
