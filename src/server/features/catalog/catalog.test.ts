import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Product, productCategories, productSchema } from '../../../shared/catalog.js';
import { projectRoot } from '../../db/data-source.js';
import { useTestApp } from '../../../../test/support/test-app.js';
import { TEST_STORE_URL } from '../../../../test/support/test-constants.js';
import { loadCatalogue } from './catalog.service.js';

const t = useTestApp();

async function getProducts(query = ''): Promise<{ status: number; body: { products: Product[]; error?: { message: string; field?: string } } }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/products', () => {
  it('lists the whole demo catalogue with store links built from STORE_URL', async () => {
    const { status, body } = await getProducts();
    expect(status).toBe(200);
    expect(body.products.length).toBeGreaterThanOrEqual(36);
    for (const product of body.products) {
      expect(() => productSchema.parse(product)).not.toThrow();
      expect(product.avonStoreUrl).toBe(`${TEST_STORE_URL}/p/${product.slug}`);
      expect(product.imageUrl).toBe(`/images/products/${product.slug}.svg`);
      expect(product.price).toBeGreaterThan(0);
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.reason.length).toBeGreaterThan(10);
      expect(product.tags.length).toBeGreaterThan(0);
    }
    expect(new Set(body.products.map((product) => product.category))).toEqual(new Set(productCategories));
    expect(body.products.filter((product) => product.originalPrice !== null && product.originalPrice > product.price).length).toBeGreaterThanOrEqual(5);
  });

  it('filters by category, and treats category=all as no filter', async () => {
    for (const category of productCategories) {
      const { status, body } = await getProducts(`?category=${category}`);
      expect(status).toBe(200);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.every((product) => product.category === category)).toBe(true);
    }
    const all = await getProducts('?category=all');
    const none = await getProducts();
    expect(all.body.products).toEqual(none.body.products);
  });

  it('answers 400 listing the valid categories for an unknown one', async () => {
    const { status, body } = await getProducts('?category=shoes');
    expect(status).toBe(400);
    expect(body.error?.field).toBe('category');
    expect(body.error?.message).toBe('category: must be one of: all, makeup, skincare, hair-care, body-care, fragrance, bundles');
  });

  it('answers 400 for a repeated category and for unknown query keys', async () => {
    expect((await getProducts('?category=makeup&category=skincare')).status).toBe(400);
    const extra = await getProducts('?sort=price');
    expect(extra.status).toBe(400);
    expect(extra.body.error?.message).toMatch(/sort/);
  });

  it('ships a small SVG image for every product', async () => {
    const { body } = await getProducts();
    for (const product of body.products) {
      const file = path.join(projectRoot, 'src/client/public', product.imageUrl);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(2048);
    }
  });
});

describe('demo catalogue content', () => {
  it('has skincare as the largest group with every routine step and budget tier', async () => {
    const products = await loadCatalogue(t.db.dataSource, TEST_STORE_URL);
    const count = (category: string) => products.filter((product) => product.category === category).length;
    const skincare = products.filter((product) => product.category === 'skincare');
    for (const other of productCategories.filter((category) => category !== 'skincare')) expect(count(other)).toBeLessThan(skincare.length);
    const steps = new Set(skincare.map((product) => product.routineStep));
    for (const step of ['cleanser', 'toner', 'serum', 'treatment', 'eye', 'moisturiser', 'spf', 'mask']) expect(steps).toContain(step);
    expect(new Set(skincare.map((product) => product.budgetTier))).toEqual(new Set(['budget', 'moderate', 'premium', 'luxury']));
  });

  it('marks gentle, acne-safe and strong products so the quiz can match safely', async () => {
    const skincare = (await loadCatalogue(t.db.dataSource, TEST_STORE_URL)).filter((product) => product.category === 'skincare');
    const gentle = skincare.filter((product) => product.fragranceFree && product.sensitiveSafe);
    expect(gentle.length).toBeGreaterThanOrEqual(5);
    expect(gentle.every((product) => !product.harshActives)).toBe(true);
    expect(skincare.filter((product) => product.nonComedogenic && product.concerns.includes('acne')).length).toBeGreaterThanOrEqual(4);
    const harsh = skincare.filter((product) => product.harshActives);
    expect(harsh.length).toBeGreaterThanOrEqual(3);
    expect(harsh.every((product) => !product.sensitiveSafe)).toBe(true);
  });
});

describe('catalogue service and tRPC', () => {
  it('serves the same list over tRPC and rejects an unknown category', async () => {
    const rest = await getProducts('?category=fragrance');
    await expect(t.caller.catalog.list({ category: 'fragrance' })).resolves.toEqual(rest.body);
    await expect(t.caller.catalog.list({ category: 'shoes' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps the engine attributes off the public list', async () => {
    const { body } = await getProducts();
    const publicKeys = Object.keys(productSchema.shape).sort();
    for (const product of body.products) expect(Object.keys(product).sort()).toEqual(publicKeys);
  });

  it('builds store links from whatever STORE_URL is configured', async () => {
    const [product] = await loadCatalogue(t.db.dataSource, 'https://shop.example.org/rep-jane/');
    expect(product!.avonStoreUrl).toBe(`https://shop.example.org/rep-jane/p/${product!.slug}`);
  });
});
