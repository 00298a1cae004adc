import { programmeOutputSchema } from '../../../shared/loyalty.js';
import {
  autoApprovalInputSchema,
  loyaltySettingsSchema,
  tierChangesOutputSchema,
  tierThresholdsSchema,
  updateLoyaltySettingsInputSchema,
  updateLoyaltySettingsOutputSchema,
} from '../../../shared/loyalty-settings.js';
import { publicProcedure } from '../../trpc/init.js';
import { backOffice } from '../rep-auth/api.js';
import { getLoyaltySettings, previewTierChanges, saveAutoApproval, updateLoyaltySettings } from './loyalty-settings.service.js';

const repProcedure = publicProcedure.use(backOffice('owner').middleware);

/** The programme's settings in the representative's loyaltyReview router; the same services as /api/admin/loyalty/settings. */
export const loyaltySettingsProcedures = {
  settings: repProcedure.output(loyaltySettingsSchema).query(({ ctx }) => getLoyaltySettings(ctx.deps.dataSource)),
  /** The auto-approval setting alone, as it was saved before the settings had a version. */
  saveSettings: repProcedure
    .input(autoApprovalInputSchema)
    .output(updateLoyaltySettingsOutputSchema)
    .mutation(({ ctx, input }) => saveAutoApproval(ctx.deps, input)),
  updateSettings: repProcedure
    .input(updateLoyaltySettingsInputSchema)
    .output(updateLoyaltySettingsOutputSchema)
    .mutation(({ ctx, input }) => updateLoyaltySettings(ctx.deps, input)),
  tierChanges: repProcedure
    .input(tierThresholdsSchema)
    .output(tierChangesOutputSchema)
    .query(({ ctx, input }) => previewTierChanges(ctx.deps.dataSource, input)),
};

/** What members are told about the programme (public, in the loyalty router). */
export const programmeProcedure = publicProcedure.output(programmeOutputSchema).query(async ({ ctx }) => (await ctx.deps.loyaltyPublic.current()).programme);
