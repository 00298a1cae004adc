import { productCategories } from './product-categories.js';
import { text } from './text.js';
import { z } from './zod.js';

export { type ProductCategory, productCategories } from './product-categories.js';

/** Attributes the recommendation engine matches on. */
export const skinConcerns = ['aging', 'acne', 'dark_spots', 'dryness', 'sensitivity', 'oiliness', 'dullness', 'texture'] as const;
export type SkinConcern = (typeof skinConcerns)[number];

export const skinTypes = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinTypeValue = (typeof skinTypes)[number];

export const routineSteps = [
  'cleanser',
  'toner',
  'serum',
  'treatment',
  'eye',
  'moisturiser',
  'spf',
  'mask',
  'makeup',
  'hair',
  'body',
  'fragrance',
  'bundle',
] as const;
export type RoutineStep = (typeof routineSteps)[number];

export const budgetTiers = ['budget', 'moderate', 'premium', 'luxury'] as const;
export type BudgetTier = (typeof budgetTiers)[number];

/** A product as every API returns it (SPEC §3 fields plus the slug and the card's one-line reason). */
export const productSchema = z.object({
  id: z.number().int(),
  slug: text(),
  name: text(),
  description: text(),
  reason: text(),
  price: z.number().int(),
  originalPrice: z.number().int().nullable(),
  imageUrl: text(),
  tags: z.array(text()),
  category: z.enum(productCategories),
  avonStoreUrl: text(),
});
export type Product = z.infer<typeof productSchema>;

/** `?category=` values: 'all' (every product) or one category. */
export const productCategoryFilters = ['all', ...productCategories] as const;
export type ProductCategoryFilter = (typeof productCategoryFilters)[number];

export const listProductsInputSchema = z
  .object({
    category: z.enum(productCategoryFilters, { error: `must be one of: ${productCategoryFilters.join(', ')}` }).optional(),
  })
  .strict();

