import { productCategories } from '../../shared/product-categories.js';

/**
 * Query parameters that ad networks, mail tools and analytics add to links to say where a visit
 * came from. No page draws anything from them; only the page's own script reads them.
 */
const TRACKING_PARAMETERS = new Set(['fbclid', 'gclid', 'gbraid', 'wbraid', 'msclkid', 'ttclid', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'ref']);

/** Names compare without case: tools spell `UTM_Source` or `FBCLID` too, and no page reads any spelling. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMETERS.has(lower);
}

/** Product tabs are addresses of their own. */
const productTabs = new Set<string>(productCategories);

/**
 * The address a shared page is kept (and drawn) under: the path, plus the one query a page draws
 * from (a product tab, /products?category=makeup). Tracking parameters never key a page: a
 * campaign link gets the page kept for the address without them, however many unique click ids
 * it carries. Null for any other query, which the page is drawn for per request instead of
 * filling the cache.
 */
export function keptPageAddress(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const keyed = [...new URLSearchParams(query)].filter(([name]) => !isTrackingParameter(name));
  if (keyed.length === 0) return pathname;
  const [[name, value]] = keyed as [[string, string]];
  if (keyed.length === 1 && pathname === '/products' && name === 'category' && productTabs.has(value)) return `/products?category=${value}`;
  return null;
}
