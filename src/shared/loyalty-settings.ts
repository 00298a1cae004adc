import { programmeOutputSchema } from './loyalty.js';
import { text } from './text.js';
import { z } from './zod.js';

/**
 * The programme's settings the representative edits on /dashboard/loyalty: how many points a
 * dollar earns, where the tiers start, and when claims approve themselves. One versioned record.
 */
export const AUTO_APPROVE_MAX_DAYS = 365;
export const MAX_POINTS_PER_DOLLAR = 100;
export const MAX_TIER_THRESHOLD = 10_000_000;
export const LOYALTY_SETTINGS_CHANGED = 'The loyalty settings changed since you opened them. Reload to see the current ones before saving.';

const autoApproveAfterDaysSchema = z
  .number({ error: 'autoApproveAfterDays must be a whole number of days or null' })
  .int('autoApproveAfterDays must be a whole number of days or null')
  .min(1, 'autoApproveAfterDays must be at least 1')
  .max(AUTO_APPROVE_MAX_DAYS, `autoApproveAfterDays can be at most ${AUTO_APPROVE_MAX_DAYS}`)
  .nullable();

const pointsPerDollarSchema = z
  .number({ error: 'pointsPerDollar must be a whole number of points' })
  .int('pointsPerDollar must be a whole number of points')
  .min(1, 'pointsPerDollar must be at least 1')
  .max(MAX_POINTS_PER_DOLLAR, `pointsPerDollar can be at most ${MAX_POINTS_PER_DOLLAR}`);

const thresholdSchema = (tier: string) =>
  z
    .number({ error: `${tier} must be a whole number of points` })
    .int(`${tier} must be a whole number of points`)
    .min(1, `${tier} must be at least 1 point: Bronze starts at 0`)
    .max(MAX_TIER_THRESHOLD, `${tier} can be at most ${MAX_TIER_THRESHOLD.toLocaleString('en-US')} points`);

/** Silver, Gold and Platinum's thresholds in total earned points, each above the one before. */
export const tierThresholdsSchema = z
  .object({ silver: thresholdSchema('silver'), gold: thresholdSchema('gold'), platinum: thresholdSchema('platinum') })
  .strict()
  .superRefine((thresholds, context) => {
    if (thresholds.gold <= thresholds.silver) {
      context.addIssue({ code: 'custom', path: ['gold'], message: `gold must be above silver (${thresholds.silver} points)` });
    }
    if (thresholds.platinum <= thresholds.gold) {
      context.addIssue({ code: 'custom', path: ['platinum'], message: `platinum must be above gold (${thresholds.gold} points)` });
    }
  });

const versionSchema = z.number({ error: 'version must be the version you opened' }).int('version must be the version you opened').min(1).max(2_147_483_647);

/** PATCH: the fields to change, and the version they were read from (an older one answers 409). */
export const updateLoyaltySettingsInputSchema = z
  .object({
    version: versionSchema,
    autoApproveAfterDays: autoApproveAfterDaysSchema.optional(),
    pointsPerDollar: pointsPerDollarSchema.optional(),
    tierThresholds: tierThresholdsSchema.optional(),
  })
  .strict();
export type UpdateLoyaltySettingsInput = z.output<typeof updateLoyaltySettingsInputSchema>;

/** PUT, the auto-approval setting alone as it has always been saved; `version` is optional here. */
export const autoApprovalInputSchema = z.object({ autoApproveAfterDays: autoApproveAfterDaysSchema, version: versionSchema.optional() }).strict();
export type AutoApprovalInput = z.output<typeof autoApprovalInputSchema>;

export const loyaltySettingsSchema = programmeOutputSchema
  .extend({
    /** Approve claims that no store order contradicts after this many days; null = never. */
    autoApproveAfterDays: z.number().int().nullable(),
    version: z.number().int(),
    updatedAt: text(),
  })
  .strict();
export type LoyaltySettings = z.infer<typeof loyaltySettingsSchema>;

/** A save also says how many members it moved to another tier (0 when the thresholds stayed). */
export const updateLoyaltySettingsOutputSchema = loyaltySettingsSchema.extend({ membersMoved: z.number().int() }).strict();
export type UpdateLoyaltySettingsOutput = z.infer<typeof updateLoyaltySettingsOutputSchema>;

/** Before saving thresholds: how many members they would move to another tier. */
export const tierChangesOutputSchema = z.object({ members: z.number().int() }).strict();

/** The dashboard's settings form: the PATCH's fields, auto-approval as a switch and a number of days. */
export const loyaltySettingsFormSchema = z.object({
  pointsPerDollar: pointsPerDollarSchema,
  tierThresholds: tierThresholdsSchema,
  autoApprove: z.boolean(),
  autoApproveDays: autoApproveAfterDaysSchema.unwrap(),
});
export type LoyaltySettingsForm = z.input<typeof loyaltySettingsFormSchema>;
