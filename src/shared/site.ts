/** Brand and site-wide constants shared by the server shell and the client. */
export const SITE_NAME = 'BeautyMatch™';
export const SITE_NAME_PLAIN = 'BeautyMatch';
export const SITE_TAGLINE = 'Personalised skincare and beauty matches';
export const DEFAULT_DESCRIPTION =
  'Take the 2-minute BeautyMatch quiz for a personalised skin analysis, product matches and rewards on every purchase, from your independent beauty representative.';
export const COPYRIGHT_YEAR = 2024;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${SITE_TAGLINE}`;
}

/** Where shoppers write to the representative (the contact section of /support). */
export const SUPPORT_EMAIL = 'hello@beautymatch.example';
/** The money-back promise of the landing page, in days. */
export const MONEY_BACK_DAYS = 30;

/** The branded card shared links show (1200 × 630), and the logo structured data names. */
export const OG_IMAGE = { path: '/images/og-card.png', width: 1200, height: 630, alt: 'BeautyMatch: skincare matched to you in 2 minutes' } as const;
export const LOGO_PATH = '/images/logo-512.png';
