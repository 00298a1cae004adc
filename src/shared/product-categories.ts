// Kept apart from the zod schemas in catalog.ts, so pages that only show category names do not
// load zod.

/** Stable category values; the products page tabs map to them. */
export const productCategories = ['makeup', 'skincare', 'hair-care', 'body-care', 'fragrance', 'bundles'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const categoryLabels: Record<ProductCategory, string> = {
  makeup: 'Makeup',
  skincare: 'Skincare',
  'hair-care': 'Hair Care',
  'body-care': 'Body Care',
  fragrance: 'Fragrance',
  bundles: 'Bundles & Sets',
};
