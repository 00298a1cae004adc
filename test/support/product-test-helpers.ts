import { randomBytes } from 'node:crypto';

/** A complete, valid new product (as the back-office form sends it) with a slug no other test uses. */
export function newProductInput(overrides: Record<string, unknown> = {}) {
  const slug = `test-serum-${randomBytes(4).toString('hex')}`;
  return {
    slug,
    name: `Test Serum ${slug.slice(-8)}`,
    description: 'A calming serum for reactive skin.',
    reason: 'Calms redness without fragrance.',
    price: 2_400,
    originalPrice: null,
    imageUrl: '/images/products/gentle-cream-cleanser.svg',
    tags: ['Fragrance-free'],
    category: 'skincare',
    storePath: `/p/${slug}`,
    concerns: ['sensitivity', 'dryness'],
    skinTypes: ['sensitive', 'dry'],
    routineStep: 'serum',
    budgetTier: 'budget',
    fragranceFree: true,
    sensitiveSafe: true,
    nonComedogenic: true,
    harshActives: false,
    ...overrides,
  };
}
