import { text } from './text.js';
import { visitSources } from './visit-source.js';
import { z } from './zod.js';

/** A funnel's person came from one of the visit sources, or from before sources were kept. */
export const funnelSources = [...visitSources, 'unknown'] as const;
export type FunnelSource = (typeof funnelSources)[number];

/** Orders are credited to a quiz's source, or to none ('none': no quiz within 30 days). */
export const orderSources = [...funnelSources, 'none'] as const;
export type OrderSource = (typeof orderSources)[number];

export const sourceLabels: Record<OrderSource, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  google: 'Google',
  bing: 'Bing',
  email: 'Email',
  search: 'Other search',
  social: 'Other social',
  referral: 'Other sites',
  other: 'Other campaigns',
  direct: 'Direct',
  unknown: 'Not recorded',
  none: 'No quiz',
};

export const trendRanges = ['7', '30', '90', '365'] as const;
export type TrendRange = (typeof trendRanges)[number];
const trendDays = z.enum(trendRanges, { message: "days must be '7', '30', '90' or '365'" }).default('30');

export const trendsInput = z
  .object({ days: trendDays, source: z.enum(funnelSources, { message: `source must be one of ${funnelSources.join(', ')}` }).optional() })
  .strict();
export type TrendsInput = z.infer<typeof trendsInput>;

/** What each chart draws: people for the funnel's steps, orders, and revenue in cents. */
export const trendMeasures = ['quizStarts', 'quizCompletions', 'confirmedEmails', 'carts', 'orders', 'revenueCents'] as const;
export type TrendMeasure = (typeof trendMeasures)[number];
const measures = z.object(Object.fromEntries(trendMeasures.map((measure) => [measure, z.number().int()])) as Record<TrendMeasure, z.ZodNumber>);
export type TrendValues = z.infer<typeof measures>;

const isoDay = text().regex(/^\d{4}-\d{2}-\d{2}$/);

export const trendsOutput = z.object({
  days: z.enum(trendRanges),
  source: z.enum(funnelSources).nullable(),
  /** Days for 7 and 30 days; 7-day weeks (from the range's first day) for 90 and 365. */
  bucket: z.enum(['day', 'week']),
  /** Oldest first; `previous` is the same bucket of the period just before. */
  points: z.array(z.object({ start: isoDay, previousStart: isoDay, current: measures, previous: measures })),
  /** People who started the quiz in the range, by source: each funnel stage's count. */
  funnelBySource: z.array(z.object({ source: z.enum(funnelSources), stages: z.array(z.number().int()) })),
});
export type SalesTrends = z.infer<typeof trendsOutput>;

export const salesInput = z.object({ days: trendDays }).strict();
export type SalesInput = z.infer<typeof salesInput>;

const revenue = { orders: z.number().int(), revenueCents: z.number().int() };

export const salesOutput = z.object({
  days: z.enum(trendRanges),
  totals: z.object({ ...revenue, creditedRevenueCents: z.number().int() }),
  bySource: z.array(z.object({ source: z.enum(orderSources), ...revenue })),
  /** Each sequence step and each newsletter campaign whose click an order is credited to. */
  byEmail: z.array(z.object({ key: text(), label: text(), ...revenue })),
  /**
   * Catalogue products sold in the range, with how many people were recommended each (by quiz
   * day) and how many lines were bought after a recommendation; rate = bought ÷ recommended, %.
   */
  byProduct: z.array(
    z.object({
      productId: z.number().int(),
      name: text(),
      units: z.number().int(),
      revenueCents: z.number().int(),
      recommended: z.number().int(),
      boughtAfterRecommendation: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
});
export type SalesFigures = z.infer<typeof salesOutput>;
