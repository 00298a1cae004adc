import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_SCREEN_STATE_ID, OG_IMAGE, SITE_NAME, pageTitle } from '../../shared/site.js';
import type { DrawnFirstScreen } from './first-screen.js';
import type { PageMeta } from './page-meta.js';
import type { RouteAssets } from './route-chunks.js';

const HEAD_MARKER = '<!--app-head-->';
/** At the start of the body, after the entry's stylesheet: where a drawn page's own styles go. */
const STYLES_MARKER = '<!--app-styles-->';
/** The client's #root, with the place where a page drawn on the server goes. */
const BODY_MARKER = '<div id="root"><!--app-html-->';
/** Before </body>: where the data it was drawn from goes. */
const STATE_MARKER = '<!--app-state-->';
/** A drawn page's <style> elements go last in the head (after the entry's stylesheet, which they override). */
const HEAD_END = '</head>';

// Used when the client has not been built (API-only tests); the page still carries its meta.
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${HEAD_MARKER}</head><body>${STYLES_MARKER}${BODY_MARKER}</div>${STATE_MARKER}</body></html>`;

const ENTRY_SCRIPT = '<script type="module"';

export function loadShellTemplate(clientDir: string): string {
  const file = path.join(clientDir, 'index.html');
  const template = existsSync(file) ? readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  for (const marker of [HEAD_MARKER, HEAD_END, STYLES_MARKER, BODY_MARKER, STATE_MARKER]) {
    if (!template.includes(marker)) throw new Error(`${file} lacks the ${marker} marker`);
  }
  if (template.split(ENTRY_SCRIPT).length > 2) throw new Error(`${file} has more than one module script`);
  return template;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON inside a <script> must not be able to close the tag. */
function escapeScriptJson(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function safeJson(value: object): string {
  return escapeScriptJson(JSON.stringify(value));
}

/**
 * The route's code and styles, fetched alongside the entry. A page drawn on the server needs its
 * styles applied before it paints, and after the entry's (which the build puts at the end of the
 * head) as they would be in the browser: they go at the start of the body. Otherwise they are only
 * fetched early, and Vite's loader applies them with the code.
 */
function routeAssetTags({ script, styles }: RouteAssets, drawn: boolean): { head: string[]; body: string[] } {
  // Vite loads chunks and their stylesheets in CORS mode (`crossorigin`); a preload must match it.
  const scriptTag = `<link rel="modulepreload" href="${escapeHtml(script)}" crossorigin />`;
  if (drawn) return { head: [scriptTag], body: styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin />`) };
  return { head: [scriptTag, ...styles.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="style" crossorigin />`)], body: [] };
}

function renderHead(meta: PageMeta, siteUrl: string, routeTags: readonly string[]): string {
  const title = pageTitle(meta.title);
  const image = escapeHtml(siteUrl + OG_IMAGE.path);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" />`,
    // Every page shares with the branded card (no page has a picture of its own yet).
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(OG_IMAGE.alt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    // X falls back to og:* for title, description and image, but not for the image's alt text.
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(OG_IMAGE.alt)}" />`,
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
  tags.push(...routeTags);
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${safeJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

export interface ShellContent {
  meta: PageMeta;
  siteUrl: string;
  /** The current route's code and styles (see route-chunks.ts). */
  routeAssets?: RouteAssets | null;
  firstScreen?: DrawnFirstScreen | null;
}

export function renderShell(template: string, { meta, siteUrl, routeAssets, firstScreen }: ShellContent): string {
  const routeTags = routeAssets ? routeAssetTags(routeAssets, Boolean(firstScreen)) : { head: [], body: [] };
  // Functions as replacements, so that `$` in the content is never read as a pattern.
  return template
    // On a drawn page the app's code is not needed for the first paint: the page's styles and
    // first images are fetched ahead of it (the app waits for that paint, see main.tsx).
    .replace(ENTRY_SCRIPT, () => (firstScreen ? `${ENTRY_SCRIPT} fetchpriority="low"` : ENTRY_SCRIPT))
    .replace(HEAD_MARKER, () => renderHead(meta, siteUrl, routeTags.head))
    .replace(HEAD_END, () => (firstScreen ? `${firstScreen.headStyles}${HEAD_END}` : HEAD_END))
    .replace(STYLES_MARKER, () => routeTags.body.join(''))
    // Drawn content cannot be used before the app has replaced it (a tap or typed text would be
    // lost), so it stays inert until then (main.tsx).
    .replace(BODY_MARKER, () => (firstScreen ? `<div id="root" inert>${firstScreen.html}` : '<div id="root">'))
    .replace(STATE_MARKER, () => (firstScreen ? `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${escapeScriptJson(firstScreen.stateJson)}</script>` : ''));
}
