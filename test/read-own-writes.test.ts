import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CreateProductInput } from '../src/shared/admin-products.js';
import { newProductInput } from './support/product-test-helpers.js';
import { useTestApp } from './support/test-app.js';
import { TEST_STORE_URL } from './support/test-constants.js';
import { CatalogCache } from '../src/server/features/catalog/catalog-cache.js';
import { loadActiveProducts } from '../src/server/features/catalog/catalog.service.js';
import { createProduct, updateProduct } from '../src/server/features/catalog/product-admin.service.js';
import { productCsvColumns } from '../src/server/features/catalog/product-csv.js';
import { importProducts } from '../src/server/features/catalog/product-import.service.js';
import { builtInRules } from '../src/server/features/quiz/engine/built-in-rules.js';
import { loadPublishedRules } from '../src/server/features/quiz/rules/published-rules.js';
import { publishRulesDraft, saveRulesDraft } from '../src/server/features/quiz/rules/rules-admin.service.js';
import { StoreSettingsCache } from '../src/server/features/store-settings/store-settings-cache.js';
import { storeSettingDefaults, updateStoreSettings } from '../src/server/features/store-settings/store-settings.service.js';
import { NoticedCache } from '../src/server/db/noticed-cache.js';

/**
 * A process sees its own writes at once. Each cache here believes change notices arrive
 * (trusted) but none ever comes, as on a machine so busy that PostgreSQL's notice is late: only
 * the writer dropping its own copy at commit can make the change show.
 */
const t = useTestApp();

/** A new product as the services take it (the schema's output: status given). */
const productInput = () => ({ ...newProductInput(), status: 'active' }) as CreateProductInput;

function catalogWithoutNotices(): CatalogCache {
  const catalog = new CatalogCache(() => loadActiveProducts(t.db.dataSource), async () => TEST_STORE_URL);
  catalog.setTrusted(true);
  return catalog;
}

const namesIn = async (catalog: CatalogCache) => (await catalog.current()).all.map((product) => product.name);

describe('a process reads its own writes before any change notice arrives', () => {
  it('a product created, archived or imported here shows in this process at once', async () => {
    const catalog = catalogWithoutNotices();
    const deps = { dataSource: t.db.dataSource, catalog };
    const input = productInput();
    expect(await namesIn(catalog)).not.toContain(input.name);

    const { product } = await createProduct(deps, input);
    expect(await namesIn(catalog)).toContain(input.name);

    await updateProduct(deps, { id: product.id, version: product.version, status: 'archived' });
    expect(await namesIn(catalog)).not.toContain(input.name);

    const imported = productInput();
    const row = productCsvColumns.map((column) => {
      const value = (imported as Record<string, unknown>)[column];
      return Array.isArray(value) ? value.join('|') : String(value ?? '');
    });
    const csv = `${productCsvColumns.join(',')}\n${row.map((cell) => `"${cell}"`).join(',')}\n`;
    const report = await importProducts(deps, Readable.from([csv]));
    expect(report.errors).toEqual([]);
    expect(await namesIn(catalog)).toContain(imported.name);
  });

  it('published recommendation rules apply in this process at once', async () => {
    const recommendationRules = new NoticedCache(() => loadPublishedRules(t.db.dataSource));
    recommendationRules.setTrusted(true);
    const before = await recommendationRules.current();

    const { draft } = await saveRulesDraft(t.db.dataSource, { rules: { ...builtInRules, preferences: [] } });
    const { published } = await publishRulesDraft({ dataSource: t.db.dataSource, recommendationRules }, { revision: draft.revision });
    expect(published.version).not.toBe(before.version);
    expect((await recommendationRules.current()).version).toBe(published.version);
  });

  it('saved store settings apply in this process at once', async () => {
    const storeSettings = new StoreSettingsCache(t.db.dataSource, storeSettingDefaults(t.deps.env));
    storeSettings.setTrusted(true);
    const storeUrl = `https://own-write-${randomBytes(3).toString('hex')}.example.com`;
    expect(await storeSettings.storeUrl()).not.toBe(storeUrl);
    const version = (await t.db.dataSource.query(`SELECT coalesce(max(version), 1) AS version FROM store_setting`))[0].version;
    await updateStoreSettings({ dataSource: t.db.dataSource, storeSettings }, { version, storeUrl });
    expect(await storeSettings.storeUrl()).toBe(storeUrl);
  });
});
