import type { BudgetTier, ProductCategory, RoutineStep, SkinConcern, SkinTypeValue } from '../../../shared/catalog.js';

/** One demo product as written in the data files; image and store path follow from the slug. */
export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  reason: string;
  /** Cents. */
  price: number;
  /** Cents; only for products on offer. */
  originalPrice?: number;
  tags: string[];
  category: ProductCategory;
  concerns: SkinConcern[];
  skinTypes: SkinTypeValue[];
  routineStep: RoutineStep;
  budgetTier: BudgetTier;
  fragranceFree?: boolean;
  sensitiveSafe?: boolean;
  nonComedogenic?: boolean;
  harshActives?: boolean;
}

export const ALL_SKIN_TYPES: SkinTypeValue[] = ['dry', 'oily', 'combination', 'normal', 'sensitive'];
