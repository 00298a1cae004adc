import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/test-app.js';
import { eventually } from '../../../test/support/eventually.js';
import { newProductInput } from '../../../test/support/product-test-helpers.js';
import { repCookie } from '../../../test/support/rep-session.js';
import { projectRoot } from '../db/data-source.js';
import { PublicContent } from '../core/public-content.js';
import { inlineScriptHashes, PageCache } from './page-cache.js';

// Pages are served from the client build (the test run builds it first, see global-setup.ts).
const t = useTestApp({}, { clientDir: path.join(projectRoot, 'dist/client') });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Runs SQL as another process would: on a connection of its own, so only the change notice tells this one. */
async function elsewhere(sql: string, parameters: unknown[]): Promise<void> {
  const other = new pg.Client({ connectionString: t.db.url });
  await other.connect();
  try {
    await other.query(sql, parameters);
  } finally {
    await other.end();
  }
}

describe('public pages kept as bytes', () => {
  it('sends the same page with an ETag, a 304 for a current copy, and brotli or gzip of the same bytes', async () => {
    const first = await get('/products');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(String((await get('/products')).headers.etag)).toBe(etag);

    const revalidated = await get('/products', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const br = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/products', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
  });

  it('allows exactly its own inline scripts by their hashes, with no nonce in the page or its policy', async () => {
    for (const url of ['/', '/products', '/learning-hub', '/no-such-page']) {
      const response = await get(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).not.toContain('nonce');
      expect(response.body, url).not.toMatch(/nonce=|csp-nonce/);
      const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
      const inline = [...response.body.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, url).toBeGreaterThan(1);
      const expected = new Set(inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`));
      expect(new Set(scriptSources.filter((source) => source.startsWith("'sha256-"))), url).toEqual(expected);
      expect(scriptSources, url).toContain("'self'");
    }
  });

  it('draws personal screens (results included) and addresses with other queries per request, each with a nonce of its own', async () => {
    for (const url of ['/cart', '/quiz', '/dashboard', '/results-premium/session_1700000000000_abcdefabcdef', '/products?q=serum&utm_source=newsletter', '/products?category=no-such-tab&fbclid=1']) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toBeUndefined();
      expect(String(response.headers['content-security-policy']), url).toMatch(/'nonce-[^']+'/);
    }
  });

  it('keeps the not-found page with its 404, and each product tab apart', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeDefined();
    expect(missing.body).toContain('404 Page Not Found');
    const makeup = await get('/products?category=makeup');
    const all = await get('/products');
    expect(makeup.headers.etag).not.toBe(all.headers.etag);
    expect(makeup.body.match(/<article/g)!.length).toBeLessThan(all.body.match(/<article/g)!.length);
  });

  it('serves a campaign link the page kept for its address without the tracking parameters, whose canonical URL has none', async () => {
    const article = /href="(\/learning-hub\/[^"?#]+)"/.exec((await get('/learning-hub')).body)![1]!;
    const campaigns: Array<[string, string]> = [
      [`/products?utm_source=instagram&utm_medium=social&utm_campaign=spring&fbclid=${randomBytes(8).toString('hex')}`, '/products'],
      ['/?gclid=Cj0KCQ&_gl=1*abc', '/'],
      ['/products?fbclid=x&category=makeup&utm_source=instagram', '/products?category=makeup'],
      [`${article}?utm_source=newsletter&mc_cid=abc&mc_eid=def`, article],
    ];
    for (const [campaign, bare] of campaigns) {
      const kept = await get(bare);
      const served = await get(campaign);
      expect(served.statusCode, campaign).toBe(200);
      expect(served.headers.etag, campaign).toBe(kept.headers.etag);
      expect(served.headers['cache-control'], campaign).toBe(kept.headers['cache-control']);
      expect(served.body, campaign).toBe(kept.body);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(served.body)![1]!;
      expect(new URL(canonical).pathname + new URL(canonical).search, campaign).toBe(bare.split('?')[0]);
      expect(served.body, campaign).not.toMatch(/utm_|fbclid|gclid|mc_cid/);
    }
  });

  it('serves every one of a stream of unique click ids the one kept page', async () => {
    const etag = (await get('/products')).headers.etag;
    for (let index = 0; index < 200; index++) {
      const served = await get(`/products?utm_source=instagram&utm_medium=social&utm_campaign=spring&fbclid=click-${index}`, { 'accept-encoding': 'br' });
      expect(served.headers.etag).toBe(etag);
      expect(served.headers['content-encoding']).toBe('br');
    }
    // A browser that has the page gets a 304 on its next campaign link too.
    expect((await get('/products?fbclid=another', { 'if-none-match': String(etag) })).statusCode).toBe(304);
  });

  it('shows a product saved by this process at once, without waiting for its notice', async () => {
    await get('/products');
    const cookie = await repCookie(t.app);
    const product = newProductInput();
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: { cookie }, payload: product });
    expect(created.statusCode).toBe(201);
    expect((await get('/products')).body).toContain(product.name);
  });

  it('draws a page again after a product, article or setting changes in another process', async () => {
    const { products } = await t.caller.catalog.list({});
    const product = products[0]!;
    const productName = `Elsewhere Renamed ${randomBytes(3).toString('hex')}`;
    expect((await get('/products')).body).not.toContain(productName);
    await elsewhere('UPDATE product SET name = $1 WHERE id = $2', [productName, product.id]);
    await eventually(async () => (await get('/products')).body.includes(productName));

    const articleTitle = `Elsewhere Retitled ${randomBytes(3).toString('hex')}`;
    expect((await get('/learning-hub')).body).not.toContain(articleTitle);
    await elsewhere(`UPDATE article SET title = $1 WHERE id = (SELECT min(id) FROM article WHERE status = 'published')`, [articleTitle]);
    await eventually(async () => (await get('/learning-hub')).body.includes(articleTitle));

    const supportEmail = `help-${randomBytes(3).toString('hex')}@elsewhere.example.com`;
    expect((await get('/support')).body).not.toContain(supportEmail);
    await elsewhere(`INSERT INTO store_setting (id, "contactEmail") VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET "contactEmail" = $1`, [supportEmail]);
    await eventually(async () => (await get('/support')).body.includes(supportEmail));
  });

  it('a view of an article changes nothing that would have its pages drawn again', async () => {
    const before = t.deps.publicContent.version;
    await elsewhere(`UPDATE article SET "viewCount" = "viewCount" + 1 WHERE id = (SELECT min(id) FROM article)`, []);
    // The view notified nothing; an edit does, and only it.
    await elsewhere(`UPDATE article SET "metaDescription" = "metaDescription" || ' ' WHERE id = (SELECT min(id) FROM article)`, []);
    await eventually(async () => t.deps.publicContent.version > before);
    expect(t.deps.publicContent.version).toBe(before + 1);
  });
});

describe('PageCache', () => {
  const drawn = (html: string) => async () => ({ status: 200, contentType: 'text/html', html });

  it('draws a page once for concurrent requests, and again when the content changes or the page is old', async () => {
    const content = new PublicContent();
    let now = 0;
    const cache = new PageCache(content, { maxPages: 10, maxMissingPages: 10, maxAgeMs: 60_000, now: () => now });
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return { status: 200, contentType: 'text/html', html: `<p>draw ${draws}</p>` };
    };
    const pages = await Promise.all([cache.get('/', draw), cache.get('/', draw), cache.get('/', draw)]);
    expect(draws).toBe(1);
    expect(new Set(pages.map((page) => page!.etag)).size).toBe(1);
    content.invalidate();
    expect((await cache.get('/', draw))!.body.identity.toString()).toBe('<p>draw 2</p>');
    now += 60_000;
    expect((await cache.get('/', draw))!.body.identity.toString()).toBe('<p>draw 3</p>');
    expect((await cache.get('/', draw))!.body.identity.toString()).toBe('<p>draw 3</p>');
  });

  it('keeps nothing while a source of content has no working notices, and forgets the least recently used page', async () => {
    const content = new PublicContent();
    const source = content.source('catalog');
    const cache = new PageCache(content, { maxPages: 2, maxMissingPages: 2, maxAgeMs: 60_000 });
    let draws = 0;
    const counting = async () => ({ status: 200, contentType: 'text/html', html: `<p>${++draws}</p>` });
    await cache.get('/', counting);
    await cache.get('/', counting);
    expect(draws).toBe(2);
    source.setTrusted(true);
    await cache.get('/a', counting);
    await cache.get('/b', counting);
    await cache.get('/a', counting);
    await cache.get('/c', counting);
    expect(draws).toBe(5);
    await cache.get('/a', counting);
    expect(draws).toBe(5);
    await cache.get('/b', counting);
    expect(draws).toBe(6);
  });

  it('hashes each inline script once, and never a script loaded from a file', () => {
    const html = `<script src="/assets/a.js"></script><script>one()</script><script type="module">one()</script><script>two()</script>`;
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('one()'), hash('two()')]);
  });

  it('keeps not-found pages on a shelf of their own, so a stream of them never pushes a shop page out', async () => {
    const content = new PublicContent();
    content.source('catalog').setTrusted(true);
    const cache = new PageCache(content, { maxPages: 2, maxMissingPages: 3, maxAgeMs: 60_000 });
    let draws = 0;
    const shop = async () => ({ status: 200, contentType: 'text/html', html: `<p>shop ${++draws}</p>` });
    const missing = async () => ({ status: 404, contentType: 'text/html', html: '<p>not found</p>' });
    await cache.get('/', shop);
    await cache.get('/products', shop);
    for (let index = 0; index < 50; index++) await cache.get(`/no-such-page-${index}`, missing);
    await cache.get('/', shop);
    await cache.get('/products', shop);
    expect(draws).toBe(2);
    let missingDraws = 0;
    const countedMissing = async () => {
      missingDraws += 1;
      return missing();
    };
    await cache.get('/no-such-page-49', countedMissing);
    expect(missingDraws).toBe(0);
    await cache.get('/no-such-page-0', countedMissing);
    expect(missingDraws).toBe(1);
  });

  it('does not keep a page its drawing says is not to be kept', async () => {
    const cache = new PageCache(new PublicContent(), { maxPages: 2, maxMissingPages: 2, maxAgeMs: 60_000 });
    expect(await cache.get('/x', async () => null)).toBeNull();
    expect((await cache.get('/x', drawn('<p>now</p>')))!.body.identity.toString()).toBe('<p>now</p>');
  });
});
