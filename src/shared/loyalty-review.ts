import { text } from './text.js';
import { z } from './zod.js';
import { loyaltyCodeSchema, loyaltyTiers } from './loyalty.js';

/**
 * The representative's side of the loyalty programme: reviewing purchase claims, importing the
 * storefront's orders and adjusting points (the settings: loyalty-settings.ts).
 *
 * A claim is `pending` when a member adds it, then `approved` (points credited) by the
 * representative, by a matching store order or automatically after the configured days; or
 * `rejected` with a reason. An approved claim can later be `voided` (a reversal entry).
 */
export const claimStatuses = ['pending', 'approved', 'rejected', 'voided'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** Who decided a claim. `instant` marks purchases credited before claims were reviewed. */
export const claimDeciders = ['representative', 'store_order', 'auto', 'instant'] as const;
export type ClaimDecider = (typeof claimDeciders)[number];

/** Signs that a claim deserves a closer look before approving it. */
export const claimSigns = [
  'order_of_another_customer',
  'ordered_before_joining',
  'many_claims_today',
  'round_total',
  'unusual_order_number',
  'store_total_differs',
  'same_total_recently',
] as const;
export type ClaimSign = (typeof claimSigns)[number];

export const claimSignLabels: Record<ClaimSign, string> = {
  order_of_another_customer: 'Order belongs to another customer',
  ordered_before_joining: 'Ordered before joining',
  many_claims_today: 'Many claims in a day',
  round_total: 'Round total',
  unusual_order_number: "Order number unlike the store's",
  store_total_differs: 'Store order total differs',
  same_total_recently: 'Same total claimed recently',
};

/**
 * Why an imported store order that names its customer's email does not belong to the member
 * claiming it: the email is someone else's (or the member's address is unconfirmed), or the
 * order was placed before the member joined. `none`: no store order says otherwise.
 */
export const storeOrderConflicts = ['none', 'another_customer', 'before_joining'] as const;
export type StoreOrderConflict = (typeof storeOrderConflicts)[number];

/** Claims by the same member within 24 hours from which the queue flags them. */
export const MANY_CLAIMS_IN_A_DAY = 3;
/** A total that is a whole multiple of this many cents reads as made up ($100, $500...). */
export const ROUND_TOTAL_CENTS = 10_000;
export const CLAIM_BATCH_LIMIT = 200;
export const REVIEW_PAGE_LIMIT = 100;
/** Largest single adjustment, either way. */
export const MAX_ADJUSTMENT_POINTS = 100_000;

export const decisionReasonSchema = text('The reason', { error: 'Please give a reason' })
  .trim()
  .min(1, 'Please give a reason')
  .max(120, 'A reason is at most 120 characters');

const claimIdSchema = text('A claim id', { error: 'A claim id is a number' }).regex(/^[1-9][0-9]{0,17}$/, 'A claim id is a number');

export const claimListInputSchema = z
  .object({
    status: z.enum(claimStatuses, { error: `status must be one of ${claimStatuses.join(', ')}` }).default('pending'),
    limit: z.number().int().min(1).max(REVIEW_PAGE_LIMIT).default(50),
  })
  .strict();
export type ClaimListInput = z.output<typeof claimListInputSchema>;

export const claimIdsInputSchema = z
  .object({
    claimIds: z
      .array(claimIdSchema)
      .min(1, 'Choose at least one claim')
      .max(CLAIM_BATCH_LIMIT, `At most ${CLAIM_BATCH_LIMIT} claims at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each claim may be listed once'),
  })
  .strict();
export type ClaimIdsInput = z.output<typeof claimIdsInputSchema>;

export const rejectClaimsInputSchema = claimIdsInputSchema.extend({ reason: decisionReasonSchema }).strict();
export type RejectClaimsInput = z.output<typeof rejectClaimsInputSchema>;

export const voidClaimInputSchema = z.object({ claimId: claimIdSchema, reason: decisionReasonSchema }).strict();
export type VoidClaimInput = z.output<typeof voidClaimInputSchema>;

export const reviewClaimSchema = z
  .object({
    claimId: text(),
    memberCode: text(),
    memberFirstName: text().nullable(),
    memberEmail: text().nullable(),
    orderNumber: text(),
    totalCents: z.number().int(),
    points: z.number().int(),
    status: z.enum(claimStatuses),
    createdAt: text(),
    /** The total of the imported store order with this number, when it differs from the claim's. */
    storeTotalCents: z.number().int().nullable(),
    signs: z.array(z.enum(claimSigns)),
    decidedAt: text().nullable(),
    decidedBy: z.enum(claimDeciders).nullable(),
    decisionReason: text().nullable(),
  })
  .strict();
export type ReviewClaim = z.infer<typeof reviewClaimSchema>;

export const claimListOutputSchema = z.object({ claims: z.array(reviewClaimSchema), total: z.number().int() }).strict();
export type ClaimListOutput = z.infer<typeof claimListOutputSchema>;

export const decisionOutputSchema = z.object({ decided: z.number().int() }).strict();
export type DecisionOutput = z.infer<typeof decisionOutputSchema>;

export const adjustmentInputSchema = z
  .object({
    loyaltyCode: loyaltyCodeSchema,
    points: z
      .number({ error: 'points must be a whole number' })
      .int('points must be a whole number')
      .min(-MAX_ADJUSTMENT_POINTS, `An adjustment is at most ${MAX_ADJUSTMENT_POINTS} points either way`)
      .max(MAX_ADJUSTMENT_POINTS, `An adjustment is at most ${MAX_ADJUSTMENT_POINTS} points either way`)
      .refine((points) => points !== 0, 'An adjustment cannot be 0 points'),
    reason: decisionReasonSchema,
  })
  .strict();
export type AdjustmentInput = z.output<typeof adjustmentInputSchema>;

export const memberSearchInputSchema = z
  .object({
    query: text('The search')
      .trim()
      .min(2, 'Type at least 2 characters')
      .max(254, 'A search is at most 254 characters'),
  })
  .strict();

export const memberSummarySchema = z
  .object({
    loyaltyCode: text(),
    firstName: text().nullable(),
    email: text().nullable(),
    pointsBalance: z.number().int(),
    pendingPoints: z.number().int(),
    tierLevel: z.enum(loyaltyTiers),
  })
  .strict();
export type MemberSummary = z.infer<typeof memberSummarySchema>;
export const memberSearchOutputSchema = z.object({ members: z.array(memberSummarySchema) }).strict();

/** The shape of an order number, letters as A and digits as 9: "AV-1234" → "AA-9999". */
export function orderNumberShape(orderNumber: string): string {
  return orderNumber.replace(/[A-Z]/g, 'A').replace(/[0-9]/g, '9');
}
