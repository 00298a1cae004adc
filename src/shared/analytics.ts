import { text } from './text.js';
import { z } from './zod.js';

export const statsRanges = ['7', '30', 'all'] as const;
export type StatsRange = (typeof statsRanges)[number];

export const statsInput = z
  .object({ days: z.enum(statsRanges, { message: "days must be '7', '30' or 'all'" }).default('all') })
  .strict();
export type StatsInput = z.infer<typeof statsInput>;

export const funnelStepSchema = z.object({ step: text(), count: z.number().int(), percentage: z.number() });

export const statsOutput = z.object({
  metrics: z.object({
    quizCompletions: z.number().int(),
    emailSignups: z.number().int(),
    /** Percent of quiz completions that left an email, one decimal. */
    emailCaptureRate: z.number(),
    /** Cents. */
    salesGenerated: z.number().int(),
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
});
export type AnalyticsStats = z.infer<typeof statsOutput>;

/** The representative's dashboard refreshes this often (SPEC). */
export const DASHBOARD_REFRESH_MS = 30_000;
