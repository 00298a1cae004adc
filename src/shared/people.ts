import { humanCheckSchema } from './human-check.js';
import { text } from './text.js';
import { z } from './zod.js';
import { loyaltyTiers } from './loyalty.js';
import { redemptionStatuses } from './redemptions.js';
import { surveyFollowUpSchema } from './survey-follow-up.js';

/**
 * The representative's view of everyone the shop knows: people who left their email after the
 * quiz (and the usage-survey takers among them) and loyalty members. A person is named by a random
 * uuid (their email row's, or their membership's when they have no email row), never by a number.
 */
export const PEOPLE_PAGE_SIZE_MAX = 100;
export const NOTE_MAX_LENGTH = 2000;
/** How many of a person's emails, ledger entries and claims the profile shows (newest first). */
export const PROFILE_LIST_LIMIT = 200;

const flagSchema = (name: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${name} must be true or false` }),
  );

export const peopleListInputSchema = z
  .object({
    query: text('The search').trim().max(254, 'query: a search is at most 254 characters').optional(),
    page: z.coerce.number({ error: 'page must be a number from 1' }).int('page must be a whole number').min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce
      .number({ error: `pageSize must be a number from 1 to ${PEOPLE_PAGE_SIZE_MAX}` })
      .int('pageSize must be a whole number')
      .min(1, `pageSize must be from 1 to ${PEOPLE_PAGE_SIZE_MAX}`)
      .max(PEOPLE_PAGE_SIZE_MAX, `pageSize must be from 1 to ${PEOPLE_PAGE_SIZE_MAX}`)
      .default(25),
    confirmed: flagSchema('confirmed').optional(),
    member: flagSchema('member').optional(),
    tier: z.enum(loyaltyTiers, { error: `tier must be one of ${loyaltyTiers.join(', ')}` }).optional(),
    pendingClaims: flagSchema('pendingClaims').optional(),
    unsubscribed: flagSchema('unsubscribed').optional(),
  })
  .strict();
export type PeopleListInput = z.output<typeof peopleListInputSchema>;
/** The list's filters without paging: what the CSV export takes. */
export const peopleFilterInputSchema = peopleListInputSchema.omit({ page: true, pageSize: true }).strict();
export type PeopleFilterInput = z.output<typeof peopleFilterInputSchema>;

export const personIdSchema = text('The person id', { error: 'id must be a person id' }).regex(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'id must be a person id',
);
export const personIdInputSchema = z.object({ id: personIdSchema }).strict();

/** Who a person is, in the list and on the profile. */
const personIdentity = {
  id: text(),
  email: text().nullable(),
  firstName: text().nullable(),
  /** When a link sent to the address was clicked; null: not confirmed. */
  confirmedAt: text().nullable(),
  createdAt: text(),
};

export const personSummarySchema = z
  .object({
    ...personIdentity,
    loyaltyCode: text().nullable(),
    tierLevel: z.enum(loyaltyTiers).nullable(),
    pointsBalance: z.number().int().nullable(),
    pendingClaims: z.number().int(),
    unsubscribed: z.boolean(),
  })
  .strict();
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const peopleListOutputSchema = z.object({ people: z.array(personSummarySchema), total: z.number().int() }).strict();
export type PeopleListOutput = z.infer<typeof peopleListOutputSchema>;

export const noteTextSchema = text('The note', { error: 'Write a note' })
  .trim()
  .min(1, 'Write a note')
  .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH} characters`);
export const addNoteInputSchema = z.object({ id: personIdSchema, text: noteTextSchema }).strict();
export type AddNoteInput = z.output<typeof addNoteInputSchema>;

export const personNoteSchema = z.object({ id: text(), text: text(), createdAt: text() }).strict();
export type PersonNote = z.infer<typeof personNoteSchema>;

const quizResultSchema = z
  .object({ id: z.number().int(), kind: text(), matchScore: z.number().int(), createdAt: text(), resultsUrl: text() })
  .strict();
const personEmailSchema = z
  .object({
    id: text(),
    template: text(),
    status: text(),
    createdAt: text(),
    sentAt: text().nullable(),
    /** When a message not yet due will be sent (a timed follow-up); null once it is due. */
    scheduledFor: text().nullable(),
    lastError: text().nullable(),
    clicks: z.number().int(),
    clickedTargets: z.array(text()),
  })
  .strict();
const consentEntrySchema = z
  .object({ id: text(), purpose: text(), action: text(), source: text(), form: text().nullable(), template: text().nullable(), createdAt: text() })
  .strict();
const ledgerEntrySchema = z
  .object({ id: text(), kind: text(), pointsAmount: z.number().int(), description: text(), avonOrderNumber: text().nullable(), createdAt: text() })
  .strict();
const claimSchema = z
  .object({
    id: text(),
    orderNumber: text(),
    totalCents: z.number().int(),
    points: z.number().int(),
    status: text(),
    decisionReason: text().nullable(),
    createdAt: text(),
    decidedAt: text().nullable(),
  })
  .strict();
const redemptionSchema = z
  .object({
    id: z.number().int(),
    redemptionCode: text(),
    rewardName: text(),
    pointsUsed: z.number().int(),
    status: z.enum(redemptionStatuses),
    decidedAt: text().nullable(),
    fulfilmentNote: text().nullable(),
    cancelReason: text().nullable(),
    createdAt: text(),
  })
  .strict();
const surveyAnswerSchema = z
  .object({
    productId: z.number().int(),
    productName: text(),
    usage: text(),
    challenge: text(),
    improvement: text(),
    budget: text(),
    createdAt: text(),
  })
  .strict();
/** What an outcome answer on file says (`not_yet`: a survey's "not seeing results"). */
export const storedOutcomeAnswers = ['works', 'early', 'not_for_me', 'not_yet'] as const;
export type StoredOutcomeAnswer = (typeof storedOutcomeAnswers)[number];
/** Her answers to "Is <product> working for you?". */
const outcomeAnswerSchema = z
  .object({
    productId: z.number().int(),
    productName: text(),
    answer: z.enum(storedOutcomeAnswers),
    answeredAt: text(),
  })
  .strict();
const loyaltySchema = z
  .object({
    loyaltyCode: text(),
    confirmedAt: text().nullable(),
    pointsBalance: z.number().int(),
    totalPointsEarned: z.number().int(),
    pendingPoints: z.number().int(),
    tierLevel: z.enum(loyaltyTiers),
    ledger: z.array(ledgerEntrySchema),
    claims: z.array(claimSchema),
  })
  .strict();

export const personProfileSchema = z
  .object({
    ...personIdentity,
    wantsCyclingGuide: z.boolean(),
    marketingConsent: z.boolean(),
    /** Why the address gets no (marketing) mail: `unsubscribed` or `bounced`; null when mail goes out. */
    suppressed: text().nullable(),
    quizResults: z.array(quizResultSchema),
    emails: z.array(personEmailSchema),
    consent: z.array(consentEntrySchema),
    loyalty: loyaltySchema.nullable(),
    redemptions: z.array(redemptionSchema),
    surveyAnswers: z.array(surveyAnswerSchema),
    outcomeAnswers: z.array(outcomeAnswerSchema),
    /** The recommendation each survey answer promised, and what became of it. */
    surveyFollowUps: z.array(surveyFollowUpSchema),
    notes: z.array(personNoteSchema),
  })
  .strict();
export type PersonProfile = z.infer<typeof personProfileSchema>;
export const personOutputSchema = z.object({ person: personProfileSchema }).strict();

export const eraseInputSchema = z
  .object({ id: personIdSchema, confirm: z.literal(true, { error: 'confirm must be true: erasing cannot be undone' }) })
  .strict();
export const eraseOutputSchema = z.object({ erased: z.literal(true) }).strict();

export const myDataActions = ['export', 'erase'] as const;
export type MyDataAction = (typeof myDataActions)[number];
export const myDataRequestInputSchema = z
  .object({
    email: text('The email', { error: 'Please enter a valid email address' })
      .trim()
      .toLowerCase()
      .max(254, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
    action: z.enum(myDataActions, { error: `action must be one of ${myDataActions.join(', ')}` }),
    altcha: humanCheckSchema.optional(),
  })
  .strict();
export type MyDataRequestInput = z.output<typeof myDataRequestInputSchema>;

/** What a "Your data" link carries: the person, what they asked for, until when, and the signature. */
export const myDataLinkSchema = z
  .object({
    p: personIdSchema,
    a: z.enum(myDataActions, { error: 'The link is incomplete: ask for a new one' }),
    x: text('The link').regex(/^[0-9]{1,15}$/, 'The link is incomplete: ask for a new one'),
    s: text('The link').min(1, 'The link is incomplete: ask for a new one').max(64, 'The link is incomplete: ask for a new one'),
  })
  .strict();
export type MyDataLink = z.output<typeof myDataLinkSchema>;
/** How long a "Your data" link works. */
export const MY_DATA_LINK_HOURS = 24;
export const MY_DATA_LINK_INVALID = 'This link is not valid or has expired. Ask for a new one.';
