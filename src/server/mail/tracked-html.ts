const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute value as written, its character references decoded. */
export function decodeAttribute(value: string): string {
  return value.replace(ENTITY, (_match, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A sanitised body's links made absolute (an email has no page to be relative to) and sent
 * through `track`, which records the click before it redirects. Links that are neither http(s)
 * nor resolvable lose their href (mailto: stays as it is).
 */
export function withTrackedLinks(html: string, siteUrl: string, track: (url: string) => string): string {
  return html.replace(/href="([^"]*)"/g, (_match, raw: string) => {
    const written = decodeAttribute(raw);
    if (written.startsWith('mailto:')) return `href="${encodeAttribute(written)}"`;
    let url: URL;
    try {
      url = new URL(written, siteUrl);
    } catch {
      return '';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return `href="${encodeAttribute(track(url.href))}"`;
  });
}
