import { type DataSource, type EntityManager, In } from 'typeorm';
import {
  type AdminProduct,
  type AdminProductListInput,
  type AdminProductListOutput,
  CHANGED_SINCE_OPENED,
  type CreateProductInput,
  type UpdateProductInput,
} from '../../../shared/admin-products.js';
import type { AppDeps } from '../../core/app-deps.js';
import { transactionChanging } from '../../db/transaction-changing.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { ProductEntity } from './product.entity.js';
import { claimUploadedImages } from './product-image-store.js';
import { containsPattern } from '../../db/like-pattern.js';
import { composedStatement, queryRows, sql } from '../../db/sql.js';

export const SLUG_TAKEN = 'Another product already has this slug';
export const SKU_TAKEN = 'Another product already has this SKU';
export const UPLOAD_NOT_STORED = 'This uploaded image is not stored here: upload it again';

/**
 * In a product save: the uploaded images it takes up and lets go of are marked as used now, in
 * the save's transaction, so the sweep of unused images cannot remove one under it; an address
 * naming an upload that is not stored is refused.
 */
async function claimImages(manager: EntityManager, taken: string, letGo?: string): Promise<void> {
  const missing = await claimUploadedImages(manager, letGo === undefined ? [taken] : [taken, letGo]);
  if (missing.includes(taken)) throw new AppError('BAD_REQUEST', `imageUrl: ${UPLOAD_NOT_STORED}`, 'imageUrl');
}

/** What a change of products needs: the database, and this process's catalogue to drop at commit. */
export type CatalogWriteDeps = Pick<AppDeps, 'dataSource' | 'catalog'>;

export function toAdminProduct(entity: ProductEntity): AdminProduct {
  const { createdAt: _created, updatedAt, ...fields } = entity;
  return { ...fields, updatedAt: updatedAt.toISOString() };
}

const sortColumns = { name: 'name', price: 'price', category: 'category', updatedAt: '"updatedAt"' } as const;

/**
 * One page of products for the back-office table: searched, filtered and sorted in PostgreSQL.
 * The page's ids come from the index of the sort order (and the trigram indexes for a search),
 * the total from a count beside it; then those rows are read.
 */
export async function listAdminProducts(dataSource: DataSource, input: AdminProductListInput): Promise<AdminProductListOutput> {
  // A filter left out is null (each is planned with its value, so an unused one costs nothing).
  const filters = {
    status: input.status === 'all' ? null : input.status,
    category: input.category ?? null,
    pattern: input.search ? containsPattern(input.search) : null,
  };
  const direction = input.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const [page, total] = await Promise.all([
    // Put together here: the sort column and direction are the representative's choice, and each
    // order reads its own index.
    queryRows(
      dataSource,
      composedStatement<{ id: number }>(
        `SELECT id FROM product
          WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR category = $2) AND ($3::text IS NULL OR name ILIKE $3 OR slug ILIKE $3)
          ORDER BY ${sortColumns[input.sortBy]} ${direction}, id ${direction} LIMIT $4 OFFSET $5`,
        [filters.status, filters.category, filters.pattern, input.pageSize, (input.page - 1) * input.pageSize],
      ),
    ),
    countProducts(dataSource, filters),
  ]);
  const rows = page.length === 0 ? [] : await dataSource.getRepository(ProductEntity).findBy({ id: In(page.map((row) => row.id)) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const products = page.flatMap((row) => {
    const product = byId.get(row.id);
    return product ? [toAdminProduct(product)] : [];
  });
  return { products, total };
}

async function countProducts(dataSource: DataSource, filters: { status: string | null; category: string | null; pattern: string | null }): Promise<number> {
  const { status, category, pattern } = filters;
  const [row] = await queryRows(
    dataSource,
    sql<{ total: number }>`SELECT count(*)::int AS total FROM product
      WHERE (${status}::text IS NULL OR status = ${status}) AND (${category}::text IS NULL OR category = ${category})
        AND (${pattern}::text IS NULL OR name ILIKE ${pattern} OR slug ILIKE ${pattern})`,
  );
  return row?.total ?? 0;
}

export async function getAdminProduct(dataSource: DataSource, id: number): Promise<{ product: AdminProduct }> {
  const product = await dataSource.getRepository(ProductEntity).findOneBy({ id });
  if (!product) throw new AppError('NOT_FOUND', `There is no product with id ${id}`, 'id');
  return { product: toAdminProduct(product) };
}

/** A new product; it shows on /products and in new quiz results as soon as it is saved. */
export async function createProduct({ dataSource, catalog }: CatalogWriteDeps, input: CreateProductInput): Promise<{ product: AdminProduct }> {
  return transactionChanging(dataSource, [catalog], async (manager) => {
    await claimImages(manager, input.imageUrl);
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProductEntity)
      .values(input)
      .orIgnore()
      .returning(['id'])
      .execute()
      .catch((error: unknown) => {
        throw uniqueRefusal(error);
      });
    const id = (inserted.raw as Array<{ id: number }>)[0]?.id;
    if (id === undefined) throw await takenField(manager, input);
    const product = toAdminProduct(await manager.getRepository(ProductEntity).findOneByOrFail({ id }));
    await recordAudit(manager, { area: 'product', subject: String(id), action: 'create', after: product });
    return { product };
  });
}

/** The refusal of a save that PostgreSQL's unique indexes turned down (its detail names the key). */
function uniqueRefusal(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  return String((error as { detail?: unknown }).detail ?? '').includes('(sku)') ? new AppError('CONFLICT', SKU_TAKEN, 'sku') : new AppError('CONFLICT', SLUG_TAKEN, 'slug');
}

/** Which unique field of the product another product already holds: its slug, else its SKU. */
async function takenField(manager: EntityManager, product: { id?: number; slug?: string; sku?: string | null }): Promise<AppError> {
  const [row] = await queryRows(manager, sql<{ slugTaken: boolean }>`SELECT EXISTS (SELECT 1 FROM product WHERE slug = ${product.slug ?? ''} AND id IS DISTINCT FROM ${product.id ?? null}) AS "slugTaken"`);
  return row?.slugTaken || !product.sku ? new AppError('CONFLICT', SLUG_TAKEN, 'slug') : new AppError('CONFLICT', SKU_TAKEN, 'sku');
}

function auditAction(before: AdminProduct, after: AdminProduct): string {
  if (before.status !== after.status) return after.status === 'archived' ? 'archive' : 'restore';
  return 'update';
}

/**
 * Changes the given fields of the version the editor opened. A save from an older version
 * answers 409 and changes nothing: the row is locked and its version compared in one transaction.
 */
export async function updateProduct({ dataSource, catalog }: CatalogWriteDeps, input: UpdateProductInput): Promise<{ product: AdminProduct }> {
  const { id, version, ...changes } = input;
  return transactionChanging(dataSource, [catalog], async (manager) => {
    const current = await lockedProduct(manager, id);
    if (current.version !== version) throw new AppError('CONFLICT', CHANGED_SINCE_OPENED, 'version');
    const before = toAdminProduct(current);
    if (changes.imageUrl !== undefined && changes.imageUrl !== before.imageUrl) await claimImages(manager, changes.imageUrl, before.imageUrl);
    const merged = { ...before, ...changes };
    if (merged.originalPrice !== null && merged.originalPrice <= merged.price) {
      throw new AppError('BAD_REQUEST', 'originalPrice: The original price must be higher than the price', 'originalPrice');
    }
    await manager
      .getRepository(ProductEntity)
      .update({ id }, { ...changes, version: () => '"version" + 1', updatedAt: () => 'now()' })
      .catch((error: unknown) => {
        throw uniqueRefusal(error);
      });
    const product = toAdminProduct(await manager.getRepository(ProductEntity).findOneByOrFail({ id }));
    await recordAudit(manager, { area: 'product', subject: String(id), action: auditAction(before, product), before, after: product });
    return { product };
  });
}

async function lockedProduct(manager: EntityManager, id: number): Promise<ProductEntity> {
  const product = await manager.getRepository(ProductEntity).createQueryBuilder('product').where('product.id = :id', { id }).setLock('pessimistic_write').getOne();
  if (!product) throw new AppError('NOT_FOUND', `There is no product with id ${id}`, 'id');
  return product;
}
