// The statements other features run on the catalogue's products, written here beside the table.

/**
 * Products by lower-case SKU ($1), slug ($2) or lower-case name ($3), archived ones included (an
 * old order still names what was bought): a store order's lines find theirs with it.
 */
export const PRODUCTS_BY_KEYS_SQL = `SELECT id, sku, slug, name FROM product WHERE lower(sku) = ANY($1::text[]) OR slug = ANY($2::text[]) OR lower(name) = ANY($3::text[])`;

/** How the change history names products: $1 their ids; answers (subject, name). */
export const PRODUCT_SUBJECT_NAMES_SQL = `SELECT id::text AS subject, name FROM product WHERE id = ANY($1::bigint[])`;

/** The change history's search: the ids of the products whose name contains $1 (a LIKE pattern, lower case). */
export const PRODUCTS_NAMED_LIKE_SQL = `SELECT id::text FROM product WHERE lower(name) LIKE $1`;

/** Which of these product ids ($1) exist, archived ones included (saved recommendation rules may name only those). */
export const EXISTING_PRODUCT_IDS_SQL = 'SELECT id FROM product WHERE id = ANY($1::int[])';
