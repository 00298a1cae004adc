import type { BudgetTier, ProductCategory, RoutineStep, SkinConcern, SkinTypeValue } from '../../src/shared/catalog.js';
import type { EngineProduct } from '../../src/server/features/quiz/engine/engine-types.js';

/** Flags: F fragrance-free, S sensitive-safe, N non-comedogenic, H harsh actives. */
function product(
  id: number,
  name: string,
  routineStep: RoutineStep,
  budgetTier: BudgetTier,
  price: number,
  concerns: SkinConcern[],
  skinTypes: SkinTypeValue[],
  flags: string,
): EngineProduct {
  const categories: Partial<Record<RoutineStep, ProductCategory>> = { makeup: 'makeup', fragrance: 'fragrance', hair: 'hair-care', body: 'body-care', bundle: 'bundles' };
  return {
    id,
    name,
    price,
    category: categories[routineStep] ?? 'skincare',
    concerns,
    skinTypes,
    fragranceFree: flags.includes('F'),
    sensitiveSafe: flags.includes('S'),
    nonComedogenic: flags.includes('N'),
    harshActives: flags.includes('H'),
    routineStep,
    budgetTier,
  };
}

/** A small catalogue for engine tests: every step, tier and safety flag in a few products. */
export const fixtureCatalogue: EngineProduct[] = [
  product(1, 'Gentle Milk Cleanser', 'cleanser', 'budget', 1800, ['sensitivity', 'dryness'], ['dry', 'sensitive', 'normal'], 'FSN'),
  product(2, 'Clarifying Gel Cleanser', 'cleanser', 'budget', 1600, ['acne', 'oiliness'], ['oily', 'combination'], 'N'),
  product(3, 'Radiance Cleansing Balm', 'cleanser', 'premium', 4200, ['dullness', 'dryness'], ['dry', 'normal'], ''),
  product(4, 'Salicylic Foaming Cleanser', 'cleanser', 'moderate', 2400, ['acne', 'texture'], ['oily'], 'NH'),
  product(5, 'Balancing Toner', 'toner', 'budget', 1500, ['oiliness', 'texture'], ['oily', 'combination'], 'NF'),
  product(6, 'Glow Essence', 'toner', 'luxury', 6800, ['dullness', 'texture'], [], 'F'),
  product(7, 'Vitamin C Serum', 'serum', 'moderate', 3800, ['dark_spots', 'dullness'], [], 'N'),
  product(8, 'Retinol Night Serum', 'serum', 'premium', 5600, ['aging', 'texture'], ['normal', 'dry', 'combination'], 'NHF'),
  product(9, 'Niacinamide Serum', 'serum', 'budget', 2200, ['acne', 'oiliness', 'dark_spots'], ['oily', 'combination'], 'NFS'),
  product(10, 'Hyaluronic Serum', 'serum', 'budget', 2000, ['dryness', 'sensitivity'], [], 'FSN'),
  product(11, 'Peptide Firming Serum', 'serum', 'luxury', 9500, ['aging', 'dryness'], ['dry', 'normal'], 'FS'),
  product(12, 'Blemish Spot Gel', 'treatment', 'budget', 1400, ['acne'], ['oily', 'combination'], 'NH'),
  product(13, 'AHA Resurfacing Peel', 'treatment', 'premium', 4800, ['texture', 'dullness', 'dark_spots'], ['normal', 'oily'], 'H'),
  product(14, 'Calming Cica Balm', 'treatment', 'moderate', 2800, ['sensitivity', 'dryness'], ['sensitive'], 'FSN'),
  product(15, 'Caffeine Eye Gel', 'eye', 'moderate', 3000, ['aging', 'dullness'], [], 'FSN'),
  product(16, 'Luxe Eye Cream', 'eye', 'luxury', 8800, ['aging'], ['dry', 'normal'], ''),
  product(17, 'Oil-Free Gel Moisturiser', 'moisturiser', 'budget', 2100, ['oiliness', 'acne'], ['oily', 'combination'], 'NF'),
  product(18, 'Barrier Repair Cream', 'moisturiser', 'moderate', 3200, ['dryness', 'sensitivity'], ['dry', 'sensitive'], 'FSN'),
  product(19, 'Rich Night Cream', 'moisturiser', 'premium', 5400, ['aging', 'dryness'], ['dry', 'normal'], ''),
  product(20, 'Dewy Glow Moisturiser', 'moisturiser', 'moderate', 3400, ['dullness', 'dryness'], ['normal', 'dry', 'combination'], 'N'),
  product(21, 'Mineral SPF 30', 'spf', 'budget', 1900, ['sensitivity', 'dark_spots'], [], 'FSN'),
  product(22, 'Tinted SPF 50', 'spf', 'moderate', 3600, ['dark_spots', 'aging'], ['normal', 'combination'], 'N'),
  product(23, 'Hydrating Sheet Masks', 'mask', 'budget', 1200, ['dryness', 'dullness'], [], 'FS'),
  product(24, 'Clay Detox Mask', 'mask', 'moderate', 2600, ['oiliness', 'acne', 'texture'], ['oily'], 'N'),
  product(25, 'Gold Radiance Mask', 'mask', 'luxury', 9000, ['dullness', 'aging'], [], ''),
  product(26, 'Velvet Matte Lipstick', 'makeup', 'budget', 1500, [], [], ''),
  product(27, 'Rose Eau de Parfum', 'fragrance', 'premium', 6500, [], [], ''),
  product(28, 'Repair Hair Mask', 'hair', 'moderate', 2500, [], [], ''),
  product(29, 'Glow Starter Set', 'bundle', 'moderate', 7000, ['dullness'], [], ''),
  product(30, 'Luxury Facial Oil', 'serum', 'luxury', 12000, ['dryness', 'dullness', 'aging'], ['dry'], ''),
];
