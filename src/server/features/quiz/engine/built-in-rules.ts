import type { RecommendationRules } from '../../../../shared/recommendation-rules.js';

/**
 * The rules the engine starts with, and uses until the representative publishes her own (the
 * back-office edits a copy of these). Safety rules are not among them: they live in code.
 */
export const builtInRules: RecommendationRules = {
  concernWeights: {
    // Q1: the goal.
    goal: {
      confidence: { texture: 2, dark_spots: 2, acne: 1 },
      glow: { dullness: 3, dryness: 2 },
      aging: { aging: 3, dullness: 1 },
      clear: { acne: 3, oiliness: 2 },
    },
    // Q3: what would tell them it is working.
    milestone: {
      compliments: { dullness: 2 },
      makeup_less: { dark_spots: 2, texture: 1 },
      texture: { texture: 2 },
      photos: { dark_spots: 1, dullness: 1, aging: 1 },
    },
    // Q6: what describes their skin. Lighter than the goal's weights: Q6 sets the skin type and
    // the safety rules, and the goal (Q1) should usually decide the focus.
    skin: {
      sensitive: { sensitivity: 3 },
      acne_prone: { acne: 3, oiliness: 1 },
      mature: { aging: 2, dryness: 1 },
      none: {},
    },
    // The preview's goal.
    previewGoal: {
      confidence: { texture: 1, dullness: 1 },
      specific_concerns: {},
      maintain: { dryness: 1 },
      try_new: { dullness: 1 },
    },
  },
  essentialSteps: ['cleanser', 'moisturiser', 'serum'],
  laterSteps: ['spf', 'treatment', 'toner', 'eye', 'mask'],
  concernSteps: {
    aging: 'eye',
    acne: 'treatment',
    dark_spots: 'spf',
    dryness: 'mask',
    sensitivity: 'spf',
    oiliness: 'toner',
    dullness: 'toner',
    texture: 'treatment',
  },
  budgetBands: {
    // Q8: under $75, $75-150, $150-250 a month, then no ceiling.
    full: { budget: 7_500, moderate: 15_000, premium: 25_000 },
    // The preview's top bands differ: $150-300, then over $300.
    preview: { under_75: 7_500, '75_150': 15_000, '150_300': 30_000 },
  },
  preferences: [],
};
