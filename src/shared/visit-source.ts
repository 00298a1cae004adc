/**
 * Where a visit came from, as the sales figures group it: the campaign's `utm_source`
 * normalised, else an ad click id, else the referring site's class, else direct (the browser
 * reads it: src/client/lib/visit-source.ts; the server normalises what it is sent).
 */
export const visitSources = ['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube', 'google', 'bing', 'email', 'search', 'social', 'referral', 'other', 'direct'] as const;
export type VisitSource = (typeof visitSources)[number];

/** Longest source text accepted from a client before it is normalised. */
export const SOURCE_TEXT_MAX = 100;

// Names campaigns use for each source (utm_source is free text: "IG", "Instagram", "instagram.com"…).
export const sourceNames: Record<string, VisitSource> = {
  instagram: 'instagram', ig: 'instagram', insta: 'instagram',
  facebook: 'facebook', fb: 'facebook', meta: 'facebook', messenger: 'facebook',
  tiktok: 'tiktok', tt: 'tiktok',
  pinterest: 'pinterest', pin: 'pinterest',
  youtube: 'youtube', yt: 'youtube', youtu: 'youtube',
  google: 'google', googleads: 'google', adwords: 'google', gads: 'google',
  bing: 'bing', microsoft: 'bing',
  email: 'email', 'e-mail': 'email', mail: 'email', newsletter: 'email', klaviyo: 'email', mailchimp: 'email',
  twitter: 'social', x: 'social', reddit: 'social', linkedin: 'social', snapchat: 'social', threads: 'social', whatsapp: 'social',
  duckduckgo: 'search', yahoo: 'search', ecosia: 'search', baidu: 'search', yandex: 'search',
};

/** A source text as a visit source: one of visitSources, "other" when it names none. */
export function normaliseSource(text: string): VisitSource {
  const name = text.trim().toLowerCase().replace(/^www\./, '').replace(/\.(com|net|org|co|me|be)(\.[a-z]{2})?$/, '');
  if ((visitSources as readonly string[]).includes(name)) return name as VisitSource;
  return sourceNames[name] ?? 'other';
}
