// The statements other features run on the catalogue's products, written here beside the table.

/**
 * Products by lower-case SKU ($1), slug ($2) or lower-case name ($3), archived ones included (an
 * old order still names what was bought): a store order's lines find theirs with it.
 */
export const PRODUCTS_BY_KEYS_SQL = `SELECT id, sku, slug, name FROM product WHERE lower(sku) = ANY($1::text[]) OR slug = ANY($2::text[]) OR lower(name) = ANY($3::text[])`;
