import type { Product } from './catalog.js';

/** Products named in the page's head: enough to describe the page, not the whole catalogue's weight. */
const LISTED = 24;

type ListedProduct = Pick<Product, 'name' | 'imageUrl' | 'avonStoreUrl' | 'price'>;

/** The products page's structured data: its first products as an ItemList, each with its offer. */
export function productsJsonLd(products: readonly ListedProduct[], siteUrl: string): object[] {
  const listed = products.slice(0, LISTED);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Shop Our Collection',
      numberOfItems: listed.length,
      itemListElement: listed.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: product.name,
          image: siteUrl + product.imageUrl,
          url: product.avonStoreUrl,
          offers: { '@type': 'Offer', price: (product.price / 100).toFixed(2), priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: product.avonStoreUrl },
        },
      })),
    },
  ];
}
