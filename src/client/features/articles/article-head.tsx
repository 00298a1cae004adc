import { useEffect } from 'react';
import type { Article } from '../../../shared/articles';
import { pageTitle } from '../../../shared/site';

/** Sets one head element's attribute; returns how to put back what was there. */
function setHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  const element = existing ?? document.head.appendChild(create());
  const previous = existing?.getAttribute(attribute) ?? null;
  element.setAttribute(attribute, value);
  return () => {
    if (previous === null) element.remove();
    else element.setAttribute(attribute, previous);
  };
}

function metaProperty(property: string, value: string): () => void {
  const create = () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', property);
    return meta;
  };
  return setHeadAttribute(`meta[property="${property}"]`, create, 'content', value);
}

/**
 * Keeps the head in step on client-side navigation: canonical URL, Open Graph and the
 * article's JSON-LD (the server sends the same for a first visit).
 */
/**
 * The site's public origin as the server wrote it (SITE_URL, in the canonical or og:url of the
 * page first loaded); null when that page had none. Never the browser's own origin: behind a
 * proxy or on a preview domain that would name a second, wrong canonical.
 */
function siteOrigin(): string | null {
  const written = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  return written && URL.canParse(written) ? new URL(written).origin : null;
}

export function ArticleHead({ article }: { article: Article }) {
  useEffect(() => {
    const origin = siteOrigin();
    const url = origin ? `${origin}/learning-hub/${encodeURIComponent(article.slug)}` : null;
    // JSON-LD already in the head describes the page first loaded, not this one.
    for (const stale of document.head.querySelectorAll('script[type="application/ld+json"]')) stale.remove();
    const scripts = article.structuredData.map((node) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(node);
      return document.head.appendChild(script);
    });
    const restores = [
      ...(url
        ? [setHeadAttribute('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), 'href', url), metaProperty('og:url', url)]
        : []),
      metaProperty('og:type', 'article'),
      metaProperty('og:title', pageTitle(article.title)),
      metaProperty('og:description', article.metaDescription),
    ];
    return () => {
      for (const script of scripts) script.remove();
      for (const restore of restores.reverse()) restore();
    };
  }, [article.slug, article.title, article.structuredData, article.metaDescription]);
  return null;
}
