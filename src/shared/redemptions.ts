import { text } from './text.js';
import { z } from './zod.js';

/**
 * Reward fulfilment: a redemption is `issued` (the member holds a code) until the representative
 * hands the reward over (`fulfilled`) or cancels it (`cancelled`: the points come back).
 */
export const redemptionStatuses = ['issued', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

export const REDEMPTION_NOTE_MAX = 500;
export const REDEMPTIONS_PAGE_MAX = 200;

/**
 * A reward code as the member shows it, in any case, with or without its dashes or spaces:
 * "rwd ab12 cd34", "rwdab12cd34" and "RWD-AB12-CD34" are the same code. Letters and digits only.
 */
export function redemptionCodeKey(code: string): string {
  return code.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

const idSchema = z.number({ error: 'id must be a redemption id' }).int('id must be a redemption id').min(1, 'id must be a redemption id').max(2_147_483_647, 'id must be a redemption id');

export const redemptionListInputSchema = z
  .object({
    status: z.enum(redemptionStatuses, { error: `status must be one of ${redemptionStatuses.join(', ')}` }).default('issued'),
    /** The code or part of it, as typed. */
    code: text('The code')
      .max(40, 'A code is at most 40 characters')
      .transform(redemptionCodeKey)
      .optional(),
    limit: z.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit is at least 1').max(REDEMPTIONS_PAGE_MAX, `limit is at most ${REDEMPTIONS_PAGE_MAX}`).default(50),
  })
  .strict();
export type RedemptionListInput = z.output<typeof redemptionListInputSchema>;

export const fulfilRedemptionInputSchema = z
  .object({
    id: idSchema,
    note: text('The note')
      .trim()
      .max(REDEMPTION_NOTE_MAX, `The note is at most ${REDEMPTION_NOTE_MAX} characters`)
      .optional()
      .transform((note) => (note ? note : undefined)),
  })
  .strict();
export type FulfilRedemptionInput = z.output<typeof fulfilRedemptionInputSchema>;

export const cancelRedemptionInputSchema = z
  .object({
    id: idSchema,
    reason: text('The reason', { error: 'Give the reason for cancelling: the member reads it' })
      .trim()
      .min(1, 'Give the reason for cancelling: the member reads it')
      .max(REDEMPTION_NOTE_MAX, `The reason is at most ${REDEMPTION_NOTE_MAX} characters`),
  })
  .strict();
export type CancelRedemptionInput = z.output<typeof cancelRedemptionInputSchema>;

/** One redemption as the representative's queue shows it. */
export const adminRedemptionSchema = z
  .object({
    id: z.number().int(),
    redemptionCode: text(),
    status: z.enum(redemptionStatuses),
    memberName: text().nullable(),
    /** Null for a member who joined without an email (demo and older members). */
    memberEmail: text().nullable(),
    loyaltyCode: text(),
    rewardName: text(),
    pointsUsed: z.number().int(),
    createdAt: text(),
    /** Whole seconds since it was redeemed, by the database's clock. */
    ageSeconds: z.number().int(),
    decidedAt: text().nullable(),
    fulfilmentNote: text().nullable(),
    cancelReason: text().nullable(),
  })
  .strict();
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;

export const redemptionListOutputSchema = z.object({ redemptions: z.array(adminRedemptionSchema), total: z.number().int() }).strict();
export type RedemptionListOutput = z.infer<typeof redemptionListOutputSchema>;

export const redemptionDecisionOutputSchema = z.object({ redemption: adminRedemptionSchema }).strict();
export type RedemptionDecisionOutput = z.infer<typeof redemptionDecisionOutputSchema>;

/** A member's own redemption, on her loyalty page (no ids: the code is hers). */
export const memberRedemptionSchema = z
  .object({
    redemptionCode: text(),
    rewardName: text(),
    pointsUsed: z.number().int(),
    status: z.enum(redemptionStatuses),
    createdAt: text(),
    decidedAt: text().nullable(),
    cancelReason: text().nullable(),
  })
  .strict();
export type MemberRedemption = z.infer<typeof memberRedemptionSchema>;
export const memberRedemptionsOutputSchema = z.object({ redemptions: z.array(memberRedemptionSchema) }).strict();

export const REDEMPTION_ALREADY_DECIDED = (status: RedemptionStatus) =>
  `This redemption is already ${status}: someone decided it meanwhile. Refresh the list.`;
