import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicContent } from '../core/public-content.js';
import { preferredEncoding } from './accepted-encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The nonce a kept page is drawn with and which is then taken out of it: one nonce cannot serve
 * every response, so a kept page's inline scripts are allowed by their hashes instead.
 */
export const KEPT_PAGE_NONCE = 'kept-page';

/** A page drawn once, kept as the bytes of each encoding. */
export interface KeptPage {
  status: number;
  contentType: string;
  etag: string;
  /** `'sha256-…'` sources: exactly the page's own inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[];
  body: Record<'identity' | 'br' | 'gzip', Buffer>;
}

export interface DrawnPage {
  status: number;
  contentType: string;
  html: string;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The hash source of each inline script as the browser will read it (the text between the tags). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (content.length > 0) hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  return [...hashes];
}

/** Turns a drawn page into kept bytes. Compression runs on libuv's threads, off the event loop. */
export async function keepPage(drawn: DrawnPage): Promise<KeptPage> {
  // The router also names the nonce in a meta tag for scripts it adds later; a kept page has none.
  const html = drawn.html.replaceAll(` nonce="${KEPT_PAGE_NONCE}"`, '').replace(`<meta property="csp-nonce" content="${KEPT_PAGE_NONCE}"/>`, '');
  const identity = Buffer.from(html);
  // Quality 5 squeezes a 400 KB page to within 12 % of the best brotli in a hundredth of its time,
  // so the first visitor after a change waits milliseconds, not half a second.
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return {
    status: drawn.status,
    contentType: drawn.contentType,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    scriptHashes: inlineScriptHashes(html),
    body: { identity, br, gzip: gzipped },
  };
}

interface Entry {
  version: number;
  keptAt: number;
  page: Promise<KeptPage | null>;
}

export interface PageCacheOptions {
  /** Pages kept at most (least recently used go first). */
  maxPages: number;
  /**
   * Not-found pages kept at most, apart from the others: addresses nobody links to are endless,
   * and a stream of them must not push the shop's own pages out.
   */
  maxMissingPages: number;
  /**
   * Longest a page is kept. Pages show a few things no change notice reports (article view
   * counts, an article whose publication time passes), so even an unchanged page is drawn again
   * after a while.
   */
  maxAgeMs: number;
  now?: () => number;
}

/** Puts an entry last on a shelf, letting the least recently used go beyond `max`. */
function keep(shelf: Map<string, Entry>, key: string, entry: Entry, max: number): void {
  shelf.set(key, entry);
  for (const oldest of shelf.keys()) {
    if (shelf.size <= max) break;
    shelf.delete(oldest);
  }
}

/**
 * Public pages that are the same for every visitor, drawn once per version of the content they
 * show (PublicContent) and kept compressed in memory. Requests that arrive while a page is being
 * drawn wait for that drawing instead of starting their own. While some content's change notices
 * are not arriving nothing is kept: every request draws its page.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Kept not-found pages (404), in an LRU of their own. */
  private readonly missing = new Map<string, Entry>();
  /** Pages being drawn: shared by the requests that arrive meanwhile, shelved once known. */
  private readonly drawing = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(
    private readonly content: PublicContent,
    private readonly options: PageCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The kept page for `key`, drawn with `draw` when there is none for the current content; null when `draw` says the page is not to be kept. */
  get(key: string, draw: () => Promise<DrawnPage | null>): Promise<KeptPage | null> {
    if (!this.content.cacheable) return this.drawOnce(draw);
    const version = this.content.version;
    const fresh = (entry: Entry | undefined) => entry !== undefined && entry.version === version && this.now() - entry.keptAt < this.options.maxAgeMs;
    const inDrawing = this.drawing.get(key);
    if (fresh(inDrawing)) return inDrawing!.page;
    const shelf = this.missing.has(key) ? this.missing : this.entries;
    const existing = shelf.get(key);
    if (fresh(existing)) {
      // Most recently used last, so the oldest is first to go.
      shelf.delete(key);
      shelf.set(key, existing!);
      return existing!.page;
    }
    const page = this.drawOnce(draw);
    const entry: Entry = { version, keptAt: this.now(), page };
    this.drawing.set(key, entry);
    const settle = (kept: KeptPage | null) => {
      if (this.drawing.get(key) !== entry) return;
      this.drawing.delete(key);
      // A page that failed or is not to be kept is drawn again next time; a not-found page goes on its own shelf.
      this.entries.delete(key);
      this.missing.delete(key);
      if (kept?.status === 404) keep(this.missing, key, entry, this.options.maxMissingPages);
      else if (kept) keep(this.entries, key, entry, this.options.maxPages);
    };
    page.then(settle, () => settle(null));
    return page;
  }

  private async drawOnce(draw: () => Promise<DrawnPage | null>): Promise<KeptPage | null> {
    const drawn = await draw();
    return drawn ? keepPage(drawn) : null;
  }
}

/**
 * Kept pages: a browser revalidates each time (a 304 when its copy is current); a CDN in front
 * may serve a page for a minute and a stale one for ten while it asks again.
 */
const KEPT_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';

/** Sends a kept page: its ETag, the encoding the browser takes, and a policy that allows exactly its own inline scripts. */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage): FastifyReply {
  // The policy helmet wrote names a nonce for pages drawn per request; a kept page names its scripts' hashes.
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/'nonce-[^']*'/, page.scriptHashes.join(' ')));
  reply.status(page.status).header('cache-control', KEPT_PAGE_CACHE_CONTROL).header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(page.contentType).send(page.body[encoding ?? 'identity']);
}
