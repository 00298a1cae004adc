import { normaliseSource, sourceNames, type VisitSource, visitSources } from '../../shared/visit-source';

// Ad click ids that name their network when a link carries no utm_source.
const clickIds: Array<[string, VisitSource]> = [
  ['gclid', 'google'], ['gbraid', 'google'], ['wbraid', 'google'], ['fbclid', 'facebook'], ['igshid', 'instagram'], ['ttclid', 'tiktok'], ['msclkid', 'bing'],
];

// Referring sites by the main part of their host name (l.instagram.com → instagram).
const siteNames: Record<string, VisitSource> = {
  ...sourceNames,
  t: 'social', lnkd: 'social', outlook: 'email', live: 'email',
};

/** The class of a referring site's host (null: not a site this can name, or this site itself). */
function siteSource(host: string, ownHost: string): VisitSource | null {
  const bare = host.toLowerCase().replace(/^(www|m|l|lm|out)\./, '');
  if (bare === '' || bare === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  if (bare.startsWith('mail.google.') || bare.startsWith('mail.yahoo.')) return 'email';
  // The name before the public suffix: instagram.com, pinterest.co.uk, business.facebook.com.
  const parts = bare.split('.');
  const suffix = parts.length > 2 && /^(co|com|org|net)$/.test(parts[parts.length - 2] ?? '') && parts[parts.length - 1]?.length === 2 ? 2 : 1;
  const main = parts[parts.length - 1 - suffix] ?? bare;
  return siteNames[main] ?? 'referral';
}

/** The source of a visit whose first page had this query string and referrer. */
export function sourceOfVisit(search: string, referrer: string, ownHost: string): VisitSource {
  const query = new URLSearchParams(search);
  const utmSource = query.get('utm_source');
  if (utmSource) return normaliseSource(utmSource);
  if (query.get('utm_medium')?.toLowerCase() === 'email') return 'email';
  for (const [id, source] of clickIds) if (query.has(id)) return source;
  if (!referrer) return 'direct';
  try {
    return siteSource(new URL(referrer).hostname, ownHost) ?? 'direct';
  } catch {
    return 'direct';
  }
}

// The first page of a visit (a tab's session) says where it came from: its campaign link or its
// referrer. Pages are served without tracking parameters' help (kept pages ignore them), so only
// the browser can read them, from the address bar; the quiz start sends what was kept.
const KEY = 'bm-visit-source';

/** Keeps the source of this tab's first page (its address and referrer as they were at load), once. Reads nothing the page draws from. */
export function rememberVisitSource(firstPage: { search: string; referrer: string; host: string }): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    sessionStorage.setItem(KEY, sourceOfVisit(firstPage.search, firstPage.referrer, firstPage.host));
  } catch {
    // Storage blocked (private mode, a policy): the visit counts as direct.
  }
}

/** The source kept for this visit, if any. */
export function visitSource(): VisitSource | undefined {
  try {
    const kept = sessionStorage.getItem(KEY);
    return (visitSources as readonly string[]).includes(kept ?? '') ? (kept as VisitSource) : undefined;
  } catch {
    return undefined;
  }
}
