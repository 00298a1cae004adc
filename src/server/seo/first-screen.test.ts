import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STATE_ID } from '../../shared/site.js';
import { projectRoot } from '../db/data-source.js';
import { useTestApp } from '../../../test/support/test-app.js';
import { appRouter } from '../app-router.js';
import { createFirstScreenDrawer, firstScreenRendererPath } from './first-screen.js';

// Only the server-side renderer is built (a few seconds); without the client's index.html the
// server uses its minimal page template, which has the same markers.
const clientDir = path.join(projectRoot, '.data/first-screen-test-client');
beforeAll(() => {
  rmSync(`${clientDir}-ssr`, { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'prerender.tsx', '--logLevel', 'error'], {
    cwd: projectRoot,
    env: { ...process.env, CLIENT_DIST_DIR: clientDir },
    stdio: 'inherit',
  });
}, 120_000);

const t = useTestApp({}, { clientDir });

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const rootMatch = /<div id="root"( inert)?>([\s\S]*?)<\/div>\s*(?:<script type="application\/json"|<\/body>)/.exec(response.body);
  const root = rootMatch?.[2] ?? '';
  const inert = Boolean(rootMatch?.[1]);
  const stateText = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script>`).exec(response.body)?.[1];
  return { response, root, inert, state: stateText === undefined ? undefined : (JSON.parse(stateText) as { queries: { queryKey: unknown; state: { data: unknown } }[] }) };
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
    expect(firstScreenRendererPath(clientDir)).toBe(`${clientDir}-ssr/prerender.js`);
  });

  it('draws the landing page: header, hero and footer, with no script of its own', async () => {
    const { response, root, inert, state } = await page('/');
    expect(response.statusCode).toBe(200);
    // Until the app has replaced it, the drawing takes no taps or typing (which would be lost).
    expect(inert).toBe(true);
    expect(root).toContain('<header');
    expect(root).toMatch(/<h1[^>]*>[^<]*\S/);
    expect(root).toContain('<footer');
    expect(root).not.toMatch(/<script/);
    // Its one query: the shoppers' settings, for the free-shipping line.
    expect((state as { queries: { queryKey: unknown }[] }).queries.map((query) => query.queryKey)).toEqual([[['storeSettings', 'public'], { type: 'query' }]]);
    expect(root).toContain('Free shipping on orders over $40');
    // The theme's variables come in the head: <style> is not allowed in the body.
    const [head, body] = response.body.split('</head>');
    expect(head).toContain('--mantine-primary-color-filled');
    expect(body).not.toContain('<style');
  });

  it('draws /products with its first cards and hands the browser the catalogue it was drawn from', async () => {
    const { root, state } = await page('/products');
    const { products } = await t.caller.catalog.list({});
    expect(root).toContain('Shop Our Collection');
    expect(root).toContain(products[0]!.name);
    expect(root.match(/<article/g)).toHaveLength(6);
    expect(state?.queries).toHaveLength(1);
    expect(state?.queries[0]).toMatchObject({ queryKey: [['catalog', 'list'], { input: {}, type: 'query' }], state: { data: { products } } });
  });

  it('draws an article with its text, for readers and crawlers without JavaScript', async () => {
    const { root } = await page('/learning-hub/how-to-apply-sunscreen');
    expect(root).toContain('How to Apply Sunscreen Correctly, and Reapply Over Makeup');
    expect(root).toContain('Finish your skincare first');
  });

  it('leaves pages that differ per visitor, and unknown pages, to the browser', async () => {
    for (const url of ['/cart', '/quiz', '/dashboard', '/no-such-page', '/learning-hub/no-such-article']) {
      const { root, inert, state } = await page(url);
      expect({ url, root, inert }).toEqual({ url, root: '', inert: false });
      expect(state).toBeUndefined();
    }
  });

  it('redraws a page when its data changes, and keeps markup in the data from closing the state script', async () => {
    const [first] = (await t.caller.catalog.list({})).products;
    const hostile = '</script><script>alert(1)</script> Cream';
    await setProductName(first!.id, hostile);
    try {
      const drawn = await eventually(() => page('/products'), ({ state }) => JSON.stringify(state).includes(hostile));
      expect(drawn.response.body).not.toContain('<script>alert(1)');
      expect(drawn.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Cream');
      expect(JSON.stringify(drawn.state)).toContain(hostile);
    } finally {
      await setProductName(first!.id, first!.name);
    }
    const restored = await eventually(() => page('/products'), ({ root }) => root.includes(first!.name));
    expect(restored.root).not.toContain('alert(1)');
  });

  it('compresses the page for browsers that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(20_000);
  });
});

describe('a page the renderer fails on', () => {
  it('is served undrawn, for the browser to draw, and the failure is logged', async () => {
    const brokenClient = path.join(mkdtempSync(path.join(tmpdir(), 'first-screen-')), 'client');
    mkdirSync(`${brokenClient}-ssr`);
    writeFileSync(firstScreenRendererPath(brokenClient), 'export async function renderFirstScreen() { throw new Error("window is not defined"); }');
    const warnings: string[] = [];
    const logger = { ...t.app.log, warn: (_details: unknown, message: string) => void warnings.push(message) } as never;
    const draw = createFirstScreenDrawer({ ...t.deps, logger }, brokenClient, appRouter);
    await expect(draw({ path: '/' }, {} as never, {} as never)).resolves.toBeNull();
    expect(warnings).toEqual(['Could not draw the first screen']);
  });
});
