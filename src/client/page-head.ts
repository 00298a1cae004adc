import { DEFAULT_DESCRIPTION, OG_IMAGE, SITE_NAME, pageTitle } from '../shared/site';

/** What a route says of its page; `pageHead` turns it into the tags of the document's head. */
export interface PageHeadContent {
  title?: string;
  description?: string;
  /** Path of the canonical URL; pages that should not be indexed have none. */
  canonicalPath?: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  /** Open Graph article:* fields, for ogType 'article'. */
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: readonly string[] };
  /** Structured data (JSON-LD nodes). */
  jsonLd?: readonly object[];
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/** JSON inside a <script> must not be able to close the tag. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The head of one page as TanStack Router's `head` option returns it: title, description, Open
 * Graph and X cards, canonical and JSON-LD. `siteUrl` is the public origin (SITE_URL), never
 * the address the request came in on.
 */
export function pageHead(
  content: PageHeadContent,
  siteUrl: string,
): { meta: MetaTag[]; links: { rel: string; href: string }[]; scripts: { type: string; children: string }[] } {
  const title = pageTitle(content.title);
  const description = content.description ?? DEFAULT_DESCRIPTION;
  const image = siteUrl + OG_IMAGE.path;
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: content.ogType ?? 'website' },
    // Every page shares with the branded card (no page has a picture of its own yet).
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: OG_IMAGE.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    // X falls back to og:* for title, description and image, but not for the image's alt text.
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: OG_IMAGE.alt },
  ];
  if (content.article) {
    const { publishedTime, modifiedTime, section, tags } = content.article;
    meta.push(
      { property: 'article:published_time', content: publishedTime },
      { property: 'article:modified_time', content: modifiedTime },
      { property: 'article:section', content: section },
      // One tag element: the router keeps a single meta per property.
      ...(tags.length > 0 ? [{ property: 'article:tag', content: tags.join(', ') }] : []),
    );
  }
  if (content.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const links: { rel: string; href: string }[] = [];
  if (content.canonicalPath !== undefined && !content.noindex) {
    const url = siteUrl + content.canonicalPath;
    links.push({ rel: 'canonical', href: url });
    meta.push({ property: 'og:url', content: url });
  }
  const scripts = (content.jsonLd ?? []).map((node) => ({ type: 'application/ld+json', children: scriptJson(node) }));
  return { meta, links, scripts };
}
