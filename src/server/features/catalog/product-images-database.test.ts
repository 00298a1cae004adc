import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { projectRoot } from '../../db/data-source.js';
import { startFeatures } from '../../features.js';
import { repCookie } from '../../../../test/support/rep-session.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { productsToCsv } from './product-csv.js';
import { newProductInput } from '../../../../test/support/product-test-helpers.js';

const uploadsDir = `.data/test-uploads-db-${process.pid}`;
const otherUploadsDir = `.data/test-uploads-db-other-${process.pid}`;
const t = useTestApp({ UPLOADS_DIR: uploadsDir });
const stops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  for (const dir of [uploadsDir, otherUploadsDir]) await rm(path.join(projectRoot, dir), { recursive: true, force: true });
});

/** Another process of the app on the same database, with uploads folder of its own (empty unless filled). */
async function startAnotherProcess(uploads = otherUploadsDir) {
  const running = await startFeatures({ env: { ...t.deps.env, UPLOADS_DIR: uploads }, dataSource: t.db.dataSource, logger: undefined });
  const app = await buildApp(running.deps, { clientDir: path.join(projectRoot, '.data/no-client') });
  await app.ready();
  const stop = async () => {
    await app.close();
    await running.stop();
  };
  stops.push(stop);
  return app;
}

function multipartBody(content: Buffer) {
  const boundary = `----test${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const photo = (seed: number) => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: (seed * 37) % 256, g: (seed * 71) % 256, b: 160 } } }).jpeg().toBuffer();

async function upload(content: Buffer): Promise<{ imageUrl: string; hash: string }> {
  const { payload, contentType } = multipartBody(content);
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/images', headers: { 'content-type': contentType, cookie: await repCookie(t.app) }, payload });
  expect(response.statusCode, response.body).toBe(201);
  const { imageUrl } = response.json<{ imageUrl: string }>();
  return { imageUrl, hash: /([a-f0-9]{32})-480\.jpg$/.exec(imageUrl)![1]! };
}

const variantUrls = (hash: string) => ['192.avif', '192.webp', '192.jpg', '480.avif', '480.webp', '480.jpg'].map((suffix) => `/uploads/products/${hash}-${suffix}`);

async function storedImages(): Promise<string[]> {
  const rows = await t.db.dataSource.query<Array<{ hash: string }>>('SELECT hash FROM product_image ORDER BY hash');
  return rows.map((row) => row.hash);
}

async function saveProduct(imageUrl: string) {
  return t.app.inject({ method: 'POST', url: '/api/admin/products', headers: { cookie: await repCookie(t.app) }, payload: newProductInput({ imageUrl }) });
}

/** Moves an image's last use back by two days, past the day an unused image is kept. */
async function ageImages(hashes: string[]) {
  await t.db.dataSource.query(`UPDATE product_image SET "usedAt" = now() - interval '2 days' WHERE hash = ANY($1)`, [hashes]);
}

describe('product images kept in PostgreSQL', () => {
  it('an upload is served by another process on the same database with the same bytes and headers', async () => {
    const { hash } = await upload(await photo(1));
    const other = await startAnotherProcess();
    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
    for (const url of variantUrls(hash)) {
      const here = await t.app.inject({ method: 'GET', url });
      const there = await other.inject({ method: 'GET', url });
      expect([here.statusCode, there.statusCode], url).toEqual([200, 200]);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      expect(there.headers['content-type']).toBe(types[url.split('.').pop() as keyof typeof types]);
      expect(there.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(there.headers.etag).toMatch(/^"[\w-]{16,}"$/);
      expect(there.headers.etag).toBe(here.headers.etag);
      expect(there.headers['x-content-type-options']).toBe('nosniff');
    }
    // Nothing was written to this machine's disk.
    expect(await readdir(path.join(projectRoot, uploadsDir, 'products')).catch(() => [])).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match and 404 to an unknown image or size', async () => {
    const { imageUrl, hash } = await upload(await photo(2));
    const first = await t.app.inject({ method: 'GET', url: imageUrl });
    const again = await t.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const unknown = randomBytes(16).toString('hex');
    for (const url of [`/uploads/products/${unknown}-480.jpg`, `/uploads/products/${hash}-300.jpg`, `/uploads/products/${hash}-480.png`, '/uploads/products/../../package.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('a product cannot be saved with an uploaded image this shop does not store', async () => {
    const missing = await saveProduct(`/uploads/products/${randomBytes(16).toString('hex')}-480.jpg`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ field: 'imageUrl', message: expect.stringMatching(/upload it again/i) });
    const { imageUrl } = await upload(await photo(3));
    expect((await saveProduct(imageUrl)).statusCode).toBe(201);
  });

  it('a product file naming an upload this shop does not store is refused at that row and changes nothing', async () => {
    const { imageUrl } = await upload(await photo(10));
    const created = await saveProduct(imageUrl);
    expect(created.statusCode).toBe(201);
    const { product } = created.json<{ product: Parameters<typeof productsToCsv>[0][number] }>();
    const missingUrl = `/uploads/products/${randomBytes(16).toString('hex')}-480.jpg`;
    const fresh = { ...product, slug: `${product.slug}-copy`, imageUrl: missingUrl };
    const csv = productsToCsv([product, fresh]);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/products.csv', headers: { cookie: await repCookie(t.app), 'content-type': 'text/csv' }, payload: csv });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().report).toMatchObject({ imported: false, errorCount: 1, errors: [{ row: 3, column: 'imageUrl', message: expect.stringMatching(/upload it again/) }] });
    const rows = await t.db.dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM product WHERE slug = $1', [fresh.slug]);
    expect(rows[0]!.count).toBe(0);
  });

  it('an image no product uses is removed a day after its last use, and one a product uses stays', async () => {
    const used = await upload(await photo(4));
    const unused = await upload(await photo(5));
    const created = await saveProduct(used.imageUrl);
    expect(created.statusCode).toBe(201);
    await ageImages([used.hash, unused.hash]);
    // The next upload sweeps.
    const next = await upload(await photo(6));
    const stored = await storedImages();
    expect(stored).toContain(used.hash);
    expect(stored).toContain(next.hash);
    expect(stored).not.toContain(unused.hash);
    const rows = await t.db.dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM product_image_variant WHERE hash = $1', [unused.hash]);
    expect(rows[0]!.count).toBe(0);
    // The product moves to another image: the one it let go of stays a day (pages and CDNs still name it), then goes.
    const { product } = created.json<{ product: { id: number; version: number } }>();
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/admin/products/${product.id}`, headers: { cookie: await repCookie(t.app) }, payload: { version: product.version, imageUrl: next.imageUrl } });
    expect(moved.statusCode, moved.body).toBe(200);
    await upload(await photo(7));
    expect(await storedImages()).toContain(used.hash);
    await ageImages([used.hash]);
    await upload(await photo(8));
    expect(await storedImages()).not.toContain(used.hash);
    expect(await storedImages()).toContain(next.hash);
  });

  it('image files from before are moved into the database at start, once, even by two processes starting together', async () => {
    const legacyDir = `${otherUploadsDir}-legacy`;
    const folder = path.join(projectRoot, legacyDir, 'products');
    await mkdir(folder, { recursive: true });
    const hash = randomBytes(16).toString('hex');
    const files = new Map<string, Buffer>();
    for (const width of [192, 480]) {
      const image = sharp(await photo(9)).resize(width, width);
      files.set(`${hash}-${width}.avif`, await image.clone().avif().toBuffer());
      files.set(`${hash}-${width}.webp`, await image.clone().webp().toBuffer());
      files.set(`${hash}-${width}.jpg`, await image.clone().jpeg().toBuffer());
    }
    for (const [name, bytes] of files) await writeFile(path.join(folder, name), bytes);
    await writeFile(path.join(folder, `${hash}-480.jpg.1a2b3c4d.tmp`), 'half-written');
    await writeFile(path.join(folder, 'notes.txt'), 'not an image of ours');
    try {
      const [first] = await Promise.all([startAnotherProcess(legacyDir), startAnotherProcess(legacyDir)]);
      expect((await storedImages()).filter((stored) => stored === hash)).toEqual([hash]);
      const variants = await t.db.dataSource.query<Array<{ count: number }>>('SELECT count(*)::int AS count FROM product_image_variant WHERE hash = $1', [hash]);
      expect(variants[0]!.count).toBe(6);
      // The files are left where they were (see the start step); the database serves the same bytes without them.
      expect((await readdir(folder)).length).toBe(8);
      await rm(path.join(projectRoot, legacyDir), { recursive: true, force: true });
      for (const [name, bytes] of files) {
        const served = await first!.inject({ method: 'GET', url: `/uploads/products/${name}` });
        expect(served.statusCode, name).toBe(200);
        expect(served.rawPayload.equals(bytes), name).toBe(true);
      }
      // A later start finds them already there.
      await startAnotherProcess(legacyDir);
      expect((await storedImages()).filter((stored) => stored === hash)).toEqual([hash]);
    } finally {
      await rm(path.join(projectRoot, legacyDir), { recursive: true, force: true });
    }
  });
});
