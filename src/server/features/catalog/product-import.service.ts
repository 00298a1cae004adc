import type { Readable } from 'node:stream';
import type { EntityManager } from 'typeorm';
import { importErrorCounts, type ImportRowError } from '../../../shared/csv-import.js';
import type { ProductImportReport } from '../../../shared/admin-products.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { recordAudit } from '../audit/api.js';
import { type CatalogWriteDeps, UPLOAD_NOT_STORED } from './product-admin.service.js';
import { type ParsedProducts, readProductCsv } from './product-csv.js';
import { claimUploadedImages } from './product-image-store.js';
import { queryRows, sql } from '../../db/sql.js';

/**
 * One statement for the whole file (`products`: its rows as JSON, with the columns of
 * productCsvColumns): rows whose slug exists are updated (their version raised) only when
 * something differs, so importing the same file again changes nothing. A row without a SKU keeps
 * the product's own: a file exported before SKUs existed clears none.
 */
const upsertProducts = (products: string) => sql<{ slug: string; created: boolean | null }>`
  INSERT INTO product ("slug", "name", "description", "reason", "price", "originalPrice", "imageUrl", "tags", "category",
    "storePath", "concerns", "skinTypes", "routineStep", "budgetTier", "fragranceFree", "sensitiveSafe",
    "nonComedogenic", "harshActives", "status", "sku")
  SELECT "slug", "name", "description", "reason", "price", "originalPrice", "imageUrl", "tags", "category",
    "storePath", "concerns", "skinTypes", "routineStep", "budgetTier", "fragranceFree", "sensitiveSafe",
    "nonComedogenic", "harshActives", "status", "sku"
    FROM jsonb_to_recordset(${products}::jsonb) AS input("slug" varchar, "name" varchar, "description" text, "reason" varchar, "price" int, "originalPrice" int,
    "imageUrl" varchar, "tags" text[], "category" varchar, "storePath" varchar, "concerns" text[],
    "skinTypes" text[], "routineStep" varchar, "budgetTier" varchar, "fragranceFree" boolean,
    "sensitiveSafe" boolean, "nonComedogenic" boolean, "harshActives" boolean, "status" varchar, "sku" varchar)
  ON CONFLICT (slug) DO UPDATE SET "name" = EXCLUDED."name", "description" = EXCLUDED."description", "reason" = EXCLUDED."reason",
    "price" = EXCLUDED."price", "originalPrice" = EXCLUDED."originalPrice", "imageUrl" = EXCLUDED."imageUrl",
    "tags" = EXCLUDED."tags", "category" = EXCLUDED."category", "storePath" = EXCLUDED."storePath",
    "concerns" = EXCLUDED."concerns", "skinTypes" = EXCLUDED."skinTypes", "routineStep" = EXCLUDED."routineStep",
    "budgetTier" = EXCLUDED."budgetTier", "fragranceFree" = EXCLUDED."fragranceFree",
    "sensitiveSafe" = EXCLUDED."sensitiveSafe", "nonComedogenic" = EXCLUDED."nonComedogenic",
    "harshActives" = EXCLUDED."harshActives", "status" = EXCLUDED."status",
    "sku" = COALESCE(EXCLUDED."sku", product."sku"), version = product.version + 1, "updatedAt" = now()
  WHERE (product."name", product."description", product."reason", product."price", product."originalPrice",
    product."imageUrl", product."tags", product."category", product."storePath", product."concerns",
    product."skinTypes", product."routineStep", product."budgetTier", product."fragranceFree",
    product."sensitiveSafe", product."nonComedogenic", product."harshActives", product."status", product."sku")
    IS DISTINCT FROM (EXCLUDED."name", EXCLUDED."description", EXCLUDED."reason", EXCLUDED."price", EXCLUDED."originalPrice",
    EXCLUDED."imageUrl", EXCLUDED."tags", EXCLUDED."category", EXCLUDED."storePath", EXCLUDED."concerns",
    EXCLUDED."skinTypes", EXCLUDED."routineStep", EXCLUDED."budgetTier", EXCLUDED."fragranceFree",
    EXCLUDED."sensitiveSafe", EXCLUDED."nonComedogenic", EXCLUDED."harshActives", EXCLUDED."status",
    COALESCE(EXCLUDED."sku", product."sku"))
  RETURNING slug, (xmax = 0) AS created`;

function report(rows: number, errors: ImportRowError[], counts: Partial<ProductImportReport> = {}): ProductImportReport {
  return { imported: errors.length === 0, rows, created: 0, updated: 0, unchanged: 0, ...counts, ...importErrorCounts(errors) };
}

/**
 * Marks the uploaded images the file names as used (in the import's transaction, like a save)
 * and reports the rows that would give a product an upload this shop does not store.
 */
async function uploadsNotStored(manager: EntityManager, products: ParsedProducts['products']): Promise<ImportRowError[]> {
  const missing = new Set(await claimUploadedImages(manager, products.map((product) => product.imageUrl)));
  if (missing.size === 0) return [];
  const suspects = products.filter((product) => missing.has(product.imageUrl));
  const current = await queryRows(manager, sql<{ slug: string; imageUrl: string }>`SELECT slug, "imageUrl" FROM product WHERE slug = ANY(${suspects.map((product) => product.slug)})`);
  const unchanged = new Map(current.map((row) => [row.slug, row.imageUrl]));
  return suspects.filter((product) => unchanged.get(product.slug) !== product.imageUrl).map((product) => ({ row: product.line, column: 'imageUrl', message: UPLOAD_NOT_STORED }));
}

/** Rows giving a product a SKU another product (not in that row) already has. */
async function skusTaken(manager: EntityManager, products: ParsedProducts['products']): Promise<ImportRowError[]> {
  const withSku = products.filter((product) => product.sku);
  if (withSku.length === 0) return [];
  const taken = await queryRows(manager, sql<{ sku: string }>`SELECT f.sku FROM unnest(${withSku.map((product) => product.slug)}::varchar[], ${withSku.map((product) => product.sku)}::varchar[]) AS f(slug, sku) JOIN product p ON p.sku = f.sku AND p.slug <> f.slug`);
  const takenSkus = new Set(taken.map((row) => row.sku));
  return withSku.filter((product) => takenSkus.has(product.sku ?? '')).map((product) => ({ row: product.line, column: 'sku', message: `Another product already has the SKU ${product.sku}` }));
}

/** Creates or updates products by slug from a CSV, all or nothing, with a report per bad row. */
export async function importProducts({ dataSource, catalog }: CatalogWriteDeps, source: Readable): Promise<ProductImportReport> {
  const parsed = await readProductCsv(source);
  if (parsed.errors.length > 0) return report(parsed.rows, parsed.errors);
  return transactionChanging(dataSource, [catalog], async (manager) => {
    const missingUploads = await uploadsNotStored(manager, parsed.products);
    if (missingUploads.length > 0) return report(parsed.rows, missingUploads);
    const takenSkus = await skusTaken(manager, parsed.products);
    if (takenSkus.length > 0) return report(parsed.rows, takenSkus);
    const rows = parsed.products.map(({ line: _line, ...product }) => product);
    const changed = rows.length === 0 ? [] : await queryRows(manager, upsertProducts(JSON.stringify(rows)));
    const created = changed.filter((row) => row.created);
    const counts = { created: created.length, updated: changed.length - created.length, unchanged: rows.length - changed.length };
    if (changed.length > 0) {
      await recordAudit(manager, { area: 'product-import', subject: 'csv', action: 'import', after: { ...counts, slugs: changed.slice(0, 100).map((row) => row.slug) } });
    }
    return report(parsed.rows, [], counts);
  });
}
