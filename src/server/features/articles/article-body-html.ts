import { articleMarkdownToHtml } from '../../../shared/article-markdown.js';

/** Characters of markdown kept rendered, all bodies together (a body holds at most 100,000). */
const CACHE_BUDGET_CHARS = 4_000_000;

// Keyed by the markdown itself, so an edited body is simply a new entry; Map order is use order.
const rendered = new Map<string, string>();
let cachedChars = 0;

/** An article body as its page shows it, rendered once per version of the body. */
export function articleBodyHtml(markdown: string): string {
  const cached = rendered.get(markdown);
  if (cached !== undefined) {
    rendered.delete(markdown);
    rendered.set(markdown, cached);
    return cached;
  }
  const html = articleMarkdownToHtml(markdown);
  rendered.set(markdown, html);
  cachedChars += markdown.length;
  for (const [oldest] of rendered) {
    if (cachedChars <= CACHE_BUDGET_CHARS) break;
    rendered.delete(oldest);
    cachedChars -= oldest.length;
  }
  return html;
}
