import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/data-source.js';
import { repCookie } from '../../../test/support/rep-session.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { appRouter } from '../app-router.js';
import { loadPageRenderer, pageRendererPath } from './page-renderer.js';

// Pages are served from the client build (the test run builds it first, see global-setup.ts).
const clientDir = path.join(projectRoot, 'dist/client');
const t = useTestApp({}, { clientDir });

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const [head = '', body = ''] = response.body.split('</head>');
  // The markup React draws, without the scripts that hand the browser its data.
  const drawn = body.replace(/<script\b[\s\S]*?<\/script>/g, '');
  const scripts = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');
  return { response, head, drawn, scripts };
}

async function setProductName(id: number, name: string) {
  await t.db.dataSource.query('UPDATE product SET name = $1 WHERE id = $2', [name, id]);
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const value = await read();
    if (done(value) || attempt === 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('pages drawn on the server', () => {
  it('builds the renderer where the server looks for it', () => {
    expect(pageRendererPath(clientDir)).toBe(`${clientDir}-ssr/entry-server.js`);
  });

  it('draws the landing page: header, hero and footer, with the settings it was drawn from handed to the browser', async () => {
    const { response, head, drawn, scripts } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(drawn).toContain('<header');
    expect(drawn).toMatch(/<h1[^>]*>[^<]*\S/);
    expect(drawn).toContain('<footer');
    expect(drawn).toContain('Free shipping on orders over $40');
    // Its one query, the shoppers' settings, travels with the page.
    expect(scripts).toContain('storeSettings');
    expect(scripts).not.toContain('catalog');
    // The theme's variables come from a stylesheet made at build time, linked from the head:
    // no page draws them (and <style> is not allowed in the body).
    const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
    const linkedCss = stylesheets.map((href) => readFileSync(path.join(clientDir, href), 'utf8')).join('\n');
    expect(linkedCss).toContain('--mantine-primary-color-filled:var(--mantine-color-pink-filled)');
    expect(linkedCss).toContain('.mantine-hidden-from-sm');
    expect(response.body).not.toContain('<style');
  });

  it('draws /products with its cards and hands the browser the catalogue it was drawn from', async () => {
    const { drawn, scripts } = await page('/products');
    const { products } = await t.caller.catalog.list({});
    expect(drawn).toContain('Shop Our Collection');
    expect(drawn).toContain(products[0]!.name);
    expect(drawn.match(/<article/g)?.length).toBeGreaterThanOrEqual(6);
    expect(scripts).toContain(products.at(-1)!.name);
  });

  it('draws an article with its text, for readers and crawlers without JavaScript', async () => {
    const { drawn } = await page('/learning-hub/how-to-apply-sunscreen');
    expect(drawn).toContain('How to Apply Sunscreen Correctly, and Reapply Over Makeup');
    expect(drawn).toContain('Finish your skincare first');
  });

  it('draws pages made for one visitor in their loading state, without their data', async () => {
    for (const url of ['/cart', '/quiz', '/dashboard/people']) {
      const { response, drawn } = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(drawn).toContain('aria-label="Loading"');
      expect(drawn).toContain('<header');
    }
  });

  it('draws the overview’s “What waits” figures for the signed-in representative, and only the sign-in form for anyone else', async () => {
    const signedOut = await page('/dashboard');
    expect(signedOut.drawn).toContain('Back-office sign-in');
    expect(signedOut.drawn).not.toContain('What waits');
    await t.db.dataSource.query(`INSERT INTO loyalty_member ("loyaltyCode", "email", "confirmedAt") VALUES ('TEST-WAIT-0001', 'waits@example.com', now())`);
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: await repCookie(t.app) } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const drawn = response.body.replace(/<script\b[\s\S]*?<\/script>/g, '');
    expect(drawn).toContain('What waits');
    expect(drawn).toMatch(/aria-label="Claims to review: \d+"/);
    expect(drawn).toMatch(/aria-label="New members: [1-9]\d*"/);
    expect(drawn).not.toContain('…');
  });

  it('answers 404 with the not-found page for unknown pages and articles, and redirects the results shortcut', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.drawn).toContain('404 Page Not Found');
    expect(unknown.head).toContain('<meta name="robots" content="noindex"');
    for (const url of ['/learning-hub/no-such-article', `/learning-hub/${'x'.repeat(300)}`]) {
      const article = await page(url);
      expect(article.response.statusCode).toBe(404);
      expect(article.drawn).toContain('Article Not Found');
    }
    const shortcut = await t.app.inject({ method: 'GET', url: '/results/session_abc' });
    expect(shortcut.statusCode).toBe(307);
    expect(shortcut.headers.location).toBe('/results-premium/session_abc');
  });

  it('allows a personal page\'s inline scripts by the nonce of its own Content-Security-Policy, a new one for each page', async () => {
    const first = await page('/cart');
    const nonce = /'nonce-([^']+)'/.exec(String(first.response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...first.response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(1);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await page('/cart');
    expect(second.response.headers['content-security-policy']).not.toContain(nonce);
  });

  it('draws a page from current data, and keeps markup in the data from closing a script', async () => {
    const [first] = (await t.caller.catalog.list({})).products;
    const hostile = '</script><script>alert(1)</script> Cream';
    await setProductName(first!.id, hostile);
    try {
      const drawn = await eventually(() => page('/products'), ({ drawn }) => drawn.includes('alert(1)'));
      expect(drawn.response.body).not.toContain('<script>alert(1)');
      expect(drawn.drawn).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Cream');
    } finally {
      await setProductName(first!.id, first!.name);
    }
    const restored = await eventually(() => page('/products'), ({ drawn }) => !drawn.includes('alert(1)'));
    expect(restored.drawn).not.toContain('alert(1)');
    expect(restored.drawn).toContain(first!.name);
  });

  it('compresses the page for browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(30_000);
  });
});

describe('a client build whose renderer cannot load', () => {
  it('gives no renderer, so pages answer 503 instead of a broken document', async () => {
    const brokenClient = path.join(mkdtempSync(path.join(tmpdir(), 'page-renderer-')), 'client');
    mkdirSync(path.join(brokenClient, '.vite'), { recursive: true });
    mkdirSync(`${brokenClient}-ssr`);
    writeFileSync(path.join(brokenClient, '.vite/manifest.json'), '{}');
    writeFileSync(pageRendererPath(brokenClient), 'throw new Error("window is not defined");');
    await expect(loadPageRenderer(t.deps, brokenClient, appRouter)).rejects.toThrow('window is not defined');
    await expect(loadPageRenderer(t.deps, path.join(brokenClient, 'missing'), appRouter)).resolves.toBeNull();
  });
});
