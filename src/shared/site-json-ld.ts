import { DEFAULT_DESCRIPTION, LOGO_PATH, SITE_NAME_PLAIN } from './site.js';
import type { ShopperSettings } from './shopper-settings.js';

/** The home page's structured data: who runs the site (and how to reach her), and the site itself. */
export function siteJsonLd(siteUrl: string, contact: Pick<ShopperSettings, 'contactEmail' | 'contactPhone'>): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME_PLAIN,
      url: siteUrl,
      logo: siteUrl + LOGO_PATH,
      email: contact.contactEmail,
      ...(contact.contactPhone ? { telephone: contact.contactPhone } : {}),
      description: 'An independent beauty representative: personalised skincare matches and a loyalty programme.',
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME_PLAIN, url: siteUrl, description: DEFAULT_DESCRIPTION },
  ];
}
