import { DEFAULT_DESCRIPTION, LOGO_PATH, SITE_NAME_PLAIN, SUPPORT_EMAIL } from '../../../shared/site.js';

/** The home page's structured data: who runs the site, and the site itself. */
export function siteJsonLd(siteUrl: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME_PLAIN,
      url: siteUrl,
      logo: siteUrl + LOGO_PATH,
      email: SUPPORT_EMAIL,
      description: 'An independent beauty representative: personalised skincare matches and a loyalty programme.',
    },
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME_PLAIN, url: siteUrl, description: DEFAULT_DESCRIPTION },
  ];
}
