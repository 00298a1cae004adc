/**
 * 'cart_' + timestamp + '_' + a crypto-random part. Kept apart from the zod schemas so the
 * header's cart badge does not pull zod into the first page load.
 */
export const CART_SESSION_ID_PATTERN = /^cart_\d{10,16}_[A-Za-z0-9_-]{22,64}$/;
