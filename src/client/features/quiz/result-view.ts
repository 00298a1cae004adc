import { type RecommendedProduct, RESULT_DEFAULTS } from '../../../shared/quiz-api';

/** What the results screens show, with the SPEC §3 defaults filled in for anything missing. */
export interface ResultView {
  matchScore: number;
  skinType: string;
  primaryConcern: string;
  secondaryConcerns: string[];
  confidenceLevel: string;
  category: string;
  description: string;
  budgetTier: string;
  routineLength: string;
  /** Why the routine costs what it costs; empty for an older result. */
  budgetNote: string;
  productNames: string[];
  items: RecommendedProduct[];
  /**
   * The engine answered with no products at all (an empty catalogue, or nothing safe within the
   * budget): no sample names, no fixed price and no match claims are shown for it.
   */
  noPicks: boolean;
  shopUrl: string | null;
}

interface LooseResult {
  matchScore?: unknown;
  skinAnalysis?: { skinType?: unknown; primaryConcern?: unknown; secondaryConcerns?: unknown; confidenceLevel?: unknown };
  productRecommendations?: Array<{ category?: unknown; products?: unknown; description?: unknown; budgetTier?: unknown; routineLength?: unknown; budgetNote?: unknown; items?: unknown }>;
  shopUrl?: unknown;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Reads a result from the server or from localStorage (possibly older or partial). */
export function toResultView(raw: unknown, kind: 'full' | 'preview'): ResultView {
  const result = (raw ?? {}) as LooseResult;
  const analysis = result.skinAnalysis ?? {};
  // SPEC §3: 'the first is used'.
  const first = Array.isArray(result.productRecommendations) ? (result.productRecommendations[0] ?? {}) : {};
  const items = Array.isArray(first.items) ? (first.items as RecommendedProduct[]) : [];
  const names = texts(first.products);
  // An old or partial result lacks the lists (SPEC §3's defaults fill in); an engine answer has them, empty or not.
  const noPicks = Array.isArray(first.items) && items.length === 0 && Array.isArray(first.products) && names.length === 0;
  const score = typeof result.matchScore === 'number' ? Math.round(result.matchScore) : RESULT_DEFAULTS.matchScore;
  return {
    matchScore: Math.max(0, Math.min(100, score)),
    skinType: text(analysis.skinType, RESULT_DEFAULTS.skinType),
    primaryConcern: text(analysis.primaryConcern, kind === 'preview' ? RESULT_DEFAULTS.previewPrimaryConcern : RESULT_DEFAULTS.primaryConcern),
    secondaryConcerns: texts(analysis.secondaryConcerns),
    confidenceLevel: text(analysis.confidenceLevel, 'High'),
    category: text(first.category, 'Your Personalized Routine'),
    description: text(first.description, 'A routine matched to your skin, goals and lifestyle.'),
    budgetTier: text(first.budgetTier, RESULT_DEFAULTS.budgetTier),
    routineLength: text(first.routineLength, RESULT_DEFAULTS.routineLength),
    budgetNote: text(first.budgetNote, ''),
    productNames: names.length > 0 || noPicks ? names : [...RESULT_DEFAULTS.productNames],
    items,
    noPicks,
    shopUrl: typeof result.shopUrl === 'string' && /^https?:\/\//.test(result.shopUrl) ? result.shopUrl : null,
  };
}
