import type { productStatuses } from './admin-products.js';
import type { articleStatuses } from './article-admin.js';
import type { articleSchemaTypes } from './articles.js';
import type { budgetTiers, routineSteps, skinConcerns, skinTypes } from './catalog.js';
import type { emailStatuses } from './email-statuses.js';
import type { claimStatuses } from './loyalty-review.js';
import type { newsletterStatuses, subscriberStatuses } from './newsletter.js';
import type { redemptionStatuses } from './redemptions.js';

/**
 * The words the back-office shows for each stored code: one map per list of codes, so a select,
 * a badge and a table cell name a value alike. A code added to a list without a label fails the
 * type check and enum-labels.test.ts.
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const productStatusLabels: Labels<typeof productStatuses> = { active: 'In the shop', archived: 'Archived' };

export const budgetTierLabels: Labels<typeof budgetTiers> = { budget: 'Budget', moderate: 'Mid-range', premium: 'Premium', luxury: 'Luxury' };

export const routineStepLabels: Labels<typeof routineSteps> = {
  cleanser: 'Cleanser',
  toner: 'Toner',
  serum: 'Serum',
  treatment: 'Treatment',
  eye: 'Eye cream',
  moisturiser: 'Moisturiser',
  spf: 'Sunscreen (SPF)',
  mask: 'Mask',
  makeup: 'Makeup',
  hair: 'Hair care',
  body: 'Body care',
  fragrance: 'Fragrance',
  bundle: 'Bundle',
};

export const skinConcernLabels: Labels<typeof skinConcerns> = {
  aging: 'Aging',
  acne: 'Acne',
  dark_spots: 'Dark spots',
  dryness: 'Dryness',
  sensitivity: 'Sensitivity',
  oiliness: 'Oiliness',
  dullness: 'Dullness',
  texture: 'Uneven texture',
};

export const skinTypeLabels: Labels<typeof skinTypes> = { dry: 'Dry', oily: 'Oily', combination: 'Combination', normal: 'Normal', sensitive: 'Sensitive' };

export const claimStatusLabels: Labels<typeof claimStatuses> = { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected', voided: 'Voided' };

export const redemptionStatusLabels: Labels<typeof redemptionStatuses> = { issued: 'To fulfil', fulfilled: 'Fulfilled', cancelled: 'Cancelled' };

export const newsletterStatusLabels: Labels<typeof newsletterStatuses> = { draft: 'Draft', scheduled: 'Scheduled', testing: 'Testing subjects', sending: 'Sending', sent: 'Sent' };

export const subscriberStatusLabels: Labels<typeof subscriberStatuses> = { pending: 'Waiting to confirm', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

export const articleStatusLabels: Labels<typeof articleStatuses> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };

export const articleSchemaTypeLabels: Labels<typeof articleSchemaTypes> = { Article: 'Article', HowTo: 'How-to (numbered steps)' };

export const emailStatusLabels: Labels<typeof emailStatuses> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Not sent: the address refuses mail',
  skipped: 'Not sent',
};

/** A select's options: each code with its words, in the list's order. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Record<T, string>): Array<{ value: T; label: string }> {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The words for a code the server sends as plain text; an unknown code is shown as it is. */
export function labelOrCode<T extends string>(labels: Record<T, string>, code: string): string {
  return Object.hasOwn(labels, code) ? labels[code as T] : code;
}
