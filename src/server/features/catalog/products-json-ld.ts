import type { AppDeps } from '../../core/app-deps.js';

/** Products named in the page's head: enough to describe the page, not the whole catalogue's weight. */
const LISTED = 24;

/** The products page's structured data: its first products as an ItemList, each with its offer. */
export async function productsJsonLd(deps: AppDeps): Promise<object[]> {
  const all = (await deps.catalog.current()).all.slice(0, LISTED);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Shop Our Collection',
      numberOfItems: all.length,
      itemListElement: all.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: product.name,
          image: deps.env.SITE_URL + product.imageUrl,
          url: product.avonStoreUrl,
          offers: { '@type': 'Offer', price: (product.price / 100).toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: product.avonStoreUrl },
        },
      })),
    },
  ];
}
