import type { BudgetTier, RoutineStep, SkinConcern, SkinTypeValue } from '../../../../shared/catalog.js';
import type { CatalogProduct } from '../../catalog/api.js';

/** What the engine needs to know about a catalogue product. */
export type EngineProduct = Pick<
  CatalogProduct,
  | 'id'
  | 'name'
  | 'price'
  | 'category'
  | 'concerns'
  | 'skinTypes'
  | 'fragranceFree'
  | 'sensitiveSafe'
  | 'nonComedogenic'
  | 'harshActives'
  | 'routineStep'
  | 'budgetTier'
>;

export interface RequiredStep {
  step: RoutineStep;
  concern?: SkinConcern;
}

export type ConcernWeights = Partial<Record<SkinConcern, number>>;

/** The visitor as the engine sees them, derived from either quiz's answers. */
export interface VisitorProfile {
  source: 'full' | 'preview';
  skinType: SkinTypeValue;
  concernWeights: ConcernWeights;
  budgetTier: BudgetTier;
  /** Most the routine may cost in total, in cents; null when the band has no ceiling. */
  budgetMaxCents: number | null;
  productCount: number;
  routineLength: string;
  avoidFragrance: boolean;
  avoidHarshActives: boolean;
  needsNonComedogenic: boolean;
  /** Routine steps in the order their slots are filled. */
  stepPriority: RoutineStep[];
  /**
   * Steps the routine keeps on top of its planned count when a suitable product fits the budget:
   * an adviser signs no routine without a sunscreen. With a concern, the step's product must
   * target it (an anti-aging goal gets a serum for fine lines).
   */
  requiredSteps: RequiredStep[];
  /** Products the representative's rules prefer for, or exclude from, this visitor's routine. */
  preferredProductIds: ReadonlySet<number>;
  excludedProductIds: ReadonlySet<number>;
  /** Phrases from the visitor's own answers, used in the per-product reasons. */
  notes: { safety?: string; pace?: string };
}

export interface RoutinePick {
  productId: number;
  reason: string;
  matchPercent: number;
}

/** The engine's answer; stored as JSON with the quiz response. */
export interface RecommendationResult {
  matchScore: number;
  skinAnalysis: {
    skinType: string;
    primaryConcern: string;
    secondaryConcerns: string[];
    confidenceLevel: string;
  };
  routine: {
    category: string;
    description: string;
    budgetTier: string;
    routineLength: string;
    /** Ordered by routine step. */
    picks: RoutinePick[];
    /** Steps the plan had room for that no suitable product could fill. */
    leftOutSteps: RoutineStep[];
    /** One line on why the routine costs what it costs (absent from results stored before it). */
    budgetNote?: string;
  };
  /** The best-fitting products that earn a badge on the products page, best first (at most MAX_PRODUCT_MATCHES). */
  productMatches: { productId: number; matchPercent: number }[];
}
