import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTitle, SITE_NAME } from '../../shared/site.js';
import type { PageMeta, Preload } from './page-meta.js';

const HEAD_MARKER = '<!--app-head-->';

// Used when the client has not been built (API-only tests); the page still carries its meta.
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${HEAD_MARKER}</head><body><div id="root"></div></body></html>`;

export function loadShellTemplate(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  if (!template.includes(HEAD_MARKER)) throw new Error(`${file} lacks the ${HEAD_MARKER} marker`);
  return template;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside a <script> must not be able to close the tag. */
function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function preloadTag({ href, as }: Preload): string {
  const url = escapeHtml(href);
  // Vite loads chunks and their stylesheets in CORS mode (`crossorigin`); a preload must match it.
  if (as === 'script') return `<link rel="modulepreload" href="${url}" crossorigin />`;
  // The client's fetches send credentials, and a preload is only used by a request that matches.
  if (as === 'fetch') return `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials" />`;
  if (as === 'image') return `<link rel="preload" href="${url}" as="image" fetchpriority="high" />`;
  return `<link rel="preload" href="${url}" as="style" crossorigin />`;
}

/** `routeChunks`: the current route's code (see route-chunks.ts), fetched alongside the entry. */
export function renderHead(meta: PageMeta, siteUrl: string, routeChunks: readonly Preload[] = []): string {
  const title = pageTitle(meta.title);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" />`,
  ];
  if (meta.article) {
    const { publishedTime, modifiedTime, section, tags: articleTags } = meta.article;
    tags.push(
      `<meta property="article:published_time" content="${escapeHtml(publishedTime)}" />`,
      `<meta property="article:modified_time" content="${escapeHtml(modifiedTime)}" />`,
      `<meta property="article:section" content="${escapeHtml(section)}" />`,
      ...articleTags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}" />`),
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.canonicalPath) {
    const url = escapeHtml(siteUrl + meta.canonicalPath);
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
  }
  for (const preload of [...routeChunks, ...(meta.preloads ?? [])]) tags.push(preloadTag(preload));
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

export function renderShell(template: string, meta: PageMeta, siteUrl: string, routeChunks: readonly Preload[] = []): string {
  return template.replace(HEAD_MARKER, renderHead(meta, siteUrl, routeChunks));
}
