import { budgetTiers, productCategories, routineSteps, skinConcerns, skinTypes } from './catalog.js';
import { importRowErrorSchema } from './csv-import.js';
import { text as storableText } from './text.js';
import { z } from './zod.js';

/**
 * The representative's product back-office: every field the pages and the recommendation engine
 * use, editable. Products are archived, never deleted (carts, results and history refer to them).
 */
export const productStatuses = ['active', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PRODUCT_SORT_COLUMNS = ['name', 'price', 'category', 'updatedAt'] as const;
/** Largest price a product can have: $10,000.00. */
const MAX_PRICE_CENTS = 1_000_000;
export const CHANGED_SINCE_OPENED = 'This product changed since you opened it. Reload it to see the new version before saving.';

/** A required text field of the product form. */
const text = (label: string, max: number, min = 1) =>
  storableText(label, { error: `${label} is required` })
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

export const PRODUCT_SLUG_MAX = 120;
export const productSlugSchema = storableText('Slug', { error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(2, 'A slug is at least 2 characters')
  .max(PRODUCT_SLUG_MAX, `A slug is at most ${PRODUCT_SLUG_MAX} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug has lower-case letters, digits and single hyphens');

const cents = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int(`${label} must be whole cents`)
    .min(1, `${label} must be at least $0.01`)
    .max(MAX_PRICE_CENTS, `${label} can be at most $10,000.00`);

/** A path on this site: an uploaded image or a demo one (the page's content policy allows no other origin). */
const imageUrlSchema = storableText('Image', { error: 'Image is required' })
  .trim()
  .max(300, 'An image address is at most 300 characters')
  .regex(/^\/[A-Za-z0-9._~/-]+$/, 'An image is a path on this site: upload one, or use /images/...');

const storePathSchema = storableText('Store path', { error: 'Store path is required' })
  .trim()
  .min(1, 'Store path is required')
  .max(300, 'A store path is at most 300 characters')
  .regex(/^\/[A-Za-z0-9._~/?=&%-]*$/, 'A store path starts with / (it is added to the storefront address)');

export const SKU_MAX = 64;
/** The storefront's SKU, upper-cased so "bm-1001" and "BM-1001" are one; empty means none. */
const skuSchema = storableText('SKU')
  .trim()
  .toUpperCase()
  .max(SKU_MAX, `A SKU is at most ${SKU_MAX} characters`)
  .regex(/^(?:[A-Z0-9][A-Z0-9._/-]*)?$/, 'A SKU has letters, digits, dots, hyphens, underscores and slashes')
  .transform((sku) => sku || null)
  .nullable();

const listOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.array(z.enum(values, { error: `${label}: choose from ${values.join(', ')}` })).max(values.length, `${label}: each at most once`);

export const productFieldsSchema = z
  .object({
    slug: productSlugSchema,
    name: text('Name', 160),
    sku: skuSchema,
    description: text('Description', 4000),
    reason: text('Reason', 300),
    price: cents('Price'),
    originalPrice: cents('Original price').nullable(),
    imageUrl: imageUrlSchema,
    tags: z.array(text('A tag', 40)).max(12, 'At most 12 tags'),
    category: z.enum(productCategories, { error: `Category must be one of ${productCategories.join(', ')}` }),
    storePath: storePathSchema,
    concerns: listOf(skinConcerns, 'Concerns'),
    skinTypes: listOf(skinTypes, 'Skin types'),
    routineStep: z.enum(routineSteps, { error: `Routine step must be one of ${routineSteps.join(', ')}` }),
    budgetTier: z.enum(budgetTiers, { error: `Budget tier must be one of ${budgetTiers.join(', ')}` }),
    fragranceFree: z.boolean(),
    sensitiveSafe: z.boolean(),
    nonComedogenic: z.boolean(),
    harshActives: z.boolean(),
    status: z.enum(productStatuses, { error: 'Status is active or archived' }),
  })
  .strict();

/** A new product: every field the pages and the engine use; status defaults to active. */
export const createProductInputSchema = productFieldsSchema
  .extend({ status: productFieldsSchema.shape.status.default('active'), sku: skuSchema.default(null) })
  .strict()
  .refine((product) => product.originalPrice === null || product.originalPrice > product.price, {
    message: 'The original price must be higher than the price',
    path: ['originalPrice'],
  });
export type CreateProductInput = z.output<typeof createProductInputSchema>;

/** A change: the fields to change and the version the editor opened (a stale one answers 409). */
export const updateProductInputSchema = productFieldsSchema
  .partial()
  .extend({ id: z.number().int().min(1).max(2_147_483_647), version: z.number({ error: 'version is required' }).int().min(1) })
  .strict();
export type UpdateProductInput = z.output<typeof updateProductInputSchema>;

export const adminProductSchema = productFieldsSchema.extend({ id: z.number().int(), version: z.number().int(), updatedAt: storableText() }).strict();
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListInputSchema = z
  .object({
    search: storableText('The search').trim().max(100, 'A search is at most 100 characters').default(''),
    category: z.enum(productCategories, { error: `category must be one of ${productCategories.join(', ')}` }).optional(),
    status: z.enum([...productStatuses, 'all'], { error: 'status is active, archived or all' }).default('active'),
    sortBy: z.enum(PRODUCT_SORT_COLUMNS, { error: `sortBy is one of ${PRODUCT_SORT_COLUMNS.join(', ')}` }).default('name'),
    sortDirection: z.enum(['asc', 'desc'], { error: 'sortDirection is asc or desc' }).default('asc'),
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminProductListInput = z.output<typeof adminProductListInputSchema>;

export const adminProductListOutputSchema = z.object({ products: z.array(adminProductSchema), total: z.number().int() }).strict();
export type AdminProductListOutput = z.infer<typeof adminProductListOutputSchema>;
export const adminProductOutputSchema = z.object({ product: adminProductSchema }).strict();

export const productImportReportSchema = z
  .object({
    imported: z.boolean(),
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    errorCount: z.number().int(),
    errorRows: z.number().int(),
    errors: z.array(importRowErrorSchema),
  })
  .strict();
export type ProductImportReport = z.infer<typeof productImportReportSchema>;
/** Largest product file the import accepts. */
export const PRODUCT_FILE_MAX_BYTES = 20 * 1024 * 1024;
