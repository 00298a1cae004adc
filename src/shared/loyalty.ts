import { humanCheckSchema } from './human-check.js';
import { text } from './text.js';
import { z } from './zod.js';
import { formatCents } from './money.js';

/** Tiers in rank order; a member's tier follows their total earned points. */
export const loyaltyTiers = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export type LoyaltyTier = (typeof loyaltyTiers)[number];

/** `refund`: the points of a cancelled redemption, given back (like the redemption, it leaves the total earned as it is). */
export const ledgerKinds = ['purchase', 'redemption', 'reversal', 'adjustment', 'refund'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * How an activity entry stands: ledger entries are confirmed; a purchase claim shows as pending
 * until it is approved (then its ledger entry replaces it) or as rejected, with the reason.
 */
export const activityStatuses = ['confirmed', 'pending', 'rejected'] as const;

/** Smallest order that earns anything: $1.00. */
export const MIN_ORDER_TOTAL_CENTS = 100;
/** Largest order total one claim may record: $5,000.00. */
export const MAX_ORDER_TOTAL_CENTS = 500_000;
/** Purchase claims one member may add in any rolling 24 hours. */
export const DAILY_PURCHASE_LIMIT = 10;
/** Requests naming a loyalty code, per client address per minute. */
export const CODE_LOOKUPS_PER_MINUTE = 60;
export const ORDER_NUMBER_MAX_LENGTH = 40;
export const RECENT_TRANSACTIONS_LIMIT = 20;

export function tierRank(tier: LoyaltyTier): number {
  return loyaltyTiers.indexOf(tier);
}

/** Codes are stored upper-case; people may type them in any case, with stray spaces. */
export function normaliseLoyaltyCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

export function normaliseOrderNumber(orderNumber: string): string {
  return orderNumber.replace(/\s+/g, '').toUpperCase();
}

export const LOYALTY_CODE_REQUIRED = 'Please enter your loyalty code';
export const PURCHASE_FIELDS_REQUIRED = 'Please enter both order number and total';

export const loyaltyCodeSchema = text('The loyalty code')
  .max(40, 'A loyalty code is at most 40 characters')
  .transform(normaliseLoyaltyCode)
  .pipe(text().min(1, LOYALTY_CODE_REQUIRED).regex(/^[A-Z0-9-]+$/, 'A loyalty code has only letters, digits and hyphens'));

export const orderNumberSchema = text('The order number')
  .max(ORDER_NUMBER_MAX_LENGTH + 20, `An order number is at most ${ORDER_NUMBER_MAX_LENGTH} characters`)
  .transform(normaliseOrderNumber)
  .pipe(
    text()
      .min(1, 'Please enter the order number')
      .max(ORDER_NUMBER_MAX_LENGTH, `An order number is at most ${ORDER_NUMBER_MAX_LENGTH} characters`)
      .regex(/^[A-Z0-9-]+$/, 'An order number has only letters, digits and hyphens'),
  );

export const orderTotalCentsSchema = z
  .number({ error: 'Enter the order total in cents as a whole number' })
  .min(MIN_ORDER_TOTAL_CENTS, `The order total must be at least ${formatCents(MIN_ORDER_TOTAL_CENTS)}`)
  .max(MAX_ORDER_TOTAL_CENTS, `The order total can be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}`)
  .int('Enter the order total in whole cents');

export const memberLookupInputSchema = z.object({ code: loyaltyCodeSchema }).strict();

export const transactionsInputSchema = z
  .object({ code: loyaltyCodeSchema, limit: z.number().int().min(1).max(100).default(RECENT_TRANSACTIONS_LIMIT) })
  .strict();

export const rewardsInputSchema = z
  .object({
    tier: text('tier')
      .max(20)
      .transform((value) => value.trim().charAt(0).toUpperCase() + value.trim().slice(1).toLowerCase())
      .pipe(z.enum(loyaltyTiers, { error: `tier must be one of ${loyaltyTiers.join(', ')}` }))
      .optional(),
  })
  .strict();

export const purchaseInputSchema = z
  .object({ loyaltyCode: loyaltyCodeSchema, avonOrderNumber: orderNumberSchema, avonOrderTotal: orderTotalCentsSchema })
  .strict();
export type PurchaseInput = z.output<typeof purchaseInputSchema>;

export const redeemInputSchema = z
  .object({
    loyaltyCode: loyaltyCodeSchema,
    rewardId: z.number({ error: 'Choose a reward' }).int().min(1).max(2_147_483_647),
    pointsUsed: z.number({ error: 'pointsUsed must be a whole number of points' }).int().min(1).max(10_000_000),
  })
  .strict();
export type RedeemInput = z.output<typeof redeemInputSchema>;

export const joinInputSchema = z
  .object({
    email: text('Email').trim().max(254, 'An email address is at most 254 characters').pipe(z.email('Please enter a valid email address')),
    firstName: text('First name')
      .trim()
      .min(1, 'First name is required')
      .max(80, 'First name is at most 80 characters'),
    altcha: humanCheckSchema.optional(),
  })
  .strict();
export type JoinInput = z.output<typeof joinInputSchema>;

export const memberSchema = z
  .object({
    loyaltyCode: text(),
    pointsBalance: z.number().int(),
    totalPointsEarned: z.number().int(),
    tierLevel: z.enum(loyaltyTiers),
    /** Points of purchase claims waiting for approval: shown beside the balance, not spendable. */
    pendingPoints: z.number().int(),
  })
  .strict();
export type LoyaltyMember = z.infer<typeof memberSchema>;

export const transactionSchema = z
  .object({
    id: text(),
    kind: z.enum(ledgerKinds),
    status: z.enum(activityStatuses),
    description: text(),
    createdAt: text(),
    pointsAmount: z.number().int(),
    avonOrderNumber: text().nullable(),
  })
  .strict();
export type LoyaltyTransaction = z.infer<typeof transactionSchema>;

export const rewardSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    description: text(),
    pointsCost: z.number().int(),
    minTier: z.enum(loyaltyTiers),
  })
  .strict();
export type Reward = z.infer<typeof rewardSchema>;

const tierThresholdsOutputSchema = z.object({ silver: z.number().int(), gold: z.number().int(), platinum: z.number().int() }).strict();

export const tierProgressSchema = z
  .object({
    tier: z.enum(loyaltyTiers),
    next: z.enum(loyaltyTiers).nullable(),
    pointsToNext: z.number().int(),
    percent: z.number().int(),
  })
  .strict();

/** The member, and their way to the next tier under the thresholds as they are now. */
export const memberOutputSchema = z.object({ member: memberSchema, tierProgress: tierProgressSchema }).strict();

/** The programme as the member pages show it: the earning rate and the tier thresholds. */
export const programmeOutputSchema = z.object({ pointsPerDollar: z.number().int(), tierThresholds: tierThresholdsOutputSchema }).strict();
export const transactionsOutputSchema = z.object({ transactions: z.array(transactionSchema) }).strict();
export const rewardsOutputSchema = z.object({ rewards: z.array(rewardSchema) }).strict();
export const purchaseOutputSchema = z.object({ member: memberSchema, transaction: transactionSchema }).strict();
export const redeemOutputSchema = z.object({ redemptionCode: text() }).strict();

/** The Add Purchase form: the total is typed in dollars and sent in cents (rounded). */
export const purchaseFormSchema = z.object({
  orderNumber: text('The order number').trim().min(1, PURCHASE_FIELDS_REQUIRED),
  orderTotal: z
    .number({ error: PURCHASE_FIELDS_REQUIRED })
    .min(MIN_ORDER_TOTAL_CENTS / 100, `The order total must be at least ${formatCents(MIN_ORDER_TOTAL_CENTS)}`)
    .max(MAX_ORDER_TOTAL_CENTS / 100, `The order total can be at most ${formatCents(MAX_ORDER_TOTAL_CENTS)}`),
});

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The answer of joining and of "send me my code": the same whether the address is new, waiting
 * for confirmation or already a member, so it tells nobody who is a member. What happens next
 * arrives by email.
 */
export const emailRequestOutputSchema = z.object({ accepted: z.literal(true) }).strict();
export type EmailRequestOutput = z.infer<typeof emailRequestOutputSchema>;

/** "Send me my loyalty code": the member's own address, where the code is sent. */
export const sendCodeInputSchema = joinInputSchema.pick({ email: true, altcha: true });
