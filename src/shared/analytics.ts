import { funnelSources } from './sales-trends.js';
import { text } from './text.js';
import { z } from './zod.js';

export const statsRanges = ['7', '30', '90', '365', 'all'] as const;
export type StatsRange = (typeof statsRanges)[number];

export const statsInput = z
  .object({
    days: z.enum(statsRanges, { message: "days must be '7', '30', '90', '365' or 'all'" }).default('all'),
    /** Only visitors from this source (their quiz session's), and orders credited to their quizzes. */
    source: z.enum(funnelSources, { message: `source must be one of ${funnelSources.join(', ')}` }).optional(),
  })
  .strict();
export type StatsInput = z.infer<typeof statsInput>;

export const funnelStepSchema = z.object({ step: text(), count: z.number().int(), percentage: z.number() });

export const statsOutput = z.object({
  metrics: z.object({
    quizCompletions: z.number().int(),
    emailSignups: z.number().int(),
    /** Percent of quiz completions that left an email, one decimal. */
    emailCaptureRate: z.number(),
    /** Cents: the totals of store orders credited to a quiz or an email of ours, by order day. */
    salesGenerated: z.number().int(),
    /** Confirmed buyers whose second store order came in the range. */
    returnCustomers: z.number().int(),
  }),
  /**
   * People who started the quiz in the range, and how many of them reached each later step in
   * order: never above 100 %, never up from one step to the next.
   */
  conversionFunnel: z.array(funnelStepSchema),
  /** Loyalty purchases in the range by members who never took the quiz: beside the funnel, not in it. */
  purchasesOutsideFunnel: z.object({ members: z.number().int(), purchases: z.number().int() }),
  range: z.enum(statsRanges),
  source: z.enum(funnelSources).nullable(),
});
export type AnalyticsStats = z.infer<typeof statsOutput>;

/** The representative's dashboard refreshes this often (SPEC). */
export const DASHBOARD_REFRESH_MS = 30_000;
