import { articleMarkdownIssue } from './article-markdown-limits.js';
import { emailFiguresRowSchema } from './email.js';
import { humanCheckSchema } from './human-check.js';
import { loyaltyTiers } from './loyalty.js';
import { text } from './text.js';
import { emailSchema } from './users.js';
import { z } from './zod.js';

/**
 * The newsletter: visitors subscribe from the footer (double opt-in), and the representative
 * writes campaigns to the confirmed subscribers.
 */

/** The footer form: any address gets the same answer, whether it is known or not. */
export const newsletterSubscribeInputSchema = z.object({ email: emailSchema, altcha: humanCheckSchema.optional() }).strict();
export const newsletterSubscribeOutputSchema = z.object({ accepted: z.literal(true) }).strict();

/** One address gets at most one newsletter confirmation email in this many minutes. */
export const NEWSLETTER_CONFIRMATION_INTERVAL_MINUTES = 10;
/** A newsletter confirmation link is valid this long. */
export const NEWSLETTER_CONFIRMATION_TTL_HOURS = 48;

const CONFIRM_LINK_BROKEN = 'This confirmation link is incomplete. Open it again from your email.';
/** `<subscriber id>.<issued at, ms>.<signature>` */
export const newsletterConfirmInputSchema = z
  .object({ token: text('The confirmation link', { error: CONFIRM_LINK_BROKEN }).regex(/^[0-9]{1,10}\.[0-9]{1,15}\.[A-Za-z0-9_-]{32}$/, { error: CONFIRM_LINK_BROKEN }) })
  .strict();
export const newsletterConfirmOutputSchema = z.object({ subscribed: z.literal(true) }).strict();

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** Limits of a campaign. */
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_PREHEADER_MAX = 200;
/** Markdown characters of one campaign body: a newsletter is short, far below an article's limit. */
export const NEWSLETTER_MARKDOWN_MAX = 20_000;
export const NEWSLETTER_PRODUCTS_MAX = 4;
/** Request bodies that save a campaign may be this large (a 20,000-character body escaped in JSON). */
export const NEWSLETTER_WRITE_BODY_LIMIT = 192 * 1024;
/** A send can be scheduled at most this far ahead. */
export const NEWSLETTER_SCHEDULE_MAX_DAYS = 90;

export const NEWSLETTER_CHANGED_SINCE_OPENED = 'This newsletter changed since you opened it. Reload it to see the new version before saving.';
export const NEWSLETTER_ALREADY_SENT = 'This newsletter has been sent or scheduled already: it cannot be changed or sent again. Duplicate it into a new one instead.';
export const NEWSLETTER_NO_RECIPIENTS = 'Nobody would receive this newsletter: the chosen audience has no confirmed subscribers. Choose another audience, or wait for subscribers to confirm.';

/** A line of a subject or preheader: no line breaks (they would start a new mail header). */
const oneLine = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !/[\r\n\u2028\u2029]/.test(value), `${label} must be one line (no line breaks)`)
    // Lone surrogates are refused by text(); this refuses the other controls a mail client shows as boxes.
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} contains a control character`);

/** A marketing email's subject, preheader and markdown body (newsletters and the follow-up flows). */
export const subjectSchema = oneLine('Subject', NEWSLETTER_SUBJECT_MAX).pipe(text('Subject').min(1, 'Subject is required'));
export const preheaderSchema = oneLine('Preheader', NEWSLETTER_PREHEADER_MAX);
export const markdownSchema = text('Body')
  .max(NEWSLETTER_MARKDOWN_MAX, `Body is at most ${NEWSLETTER_MARKDOWN_MAX.toLocaleString('en-US')} characters`)
  .refine((value) => value.trim().length > 0, 'Body is required')
  .superRefine((markdown, context) => {
    // The articles' limits: nesting and formatting marks that keep rendering cheap.
    const issue = articleMarkdownIssue(markdown);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });
const productIdsSchema = z
  .array(z.number({ error: 'productIds must be product ids' }).int('productIds must be product ids').min(1).max(2_147_483_647), { error: 'productIds must be a list of product ids' })
  .max(NEWSLETTER_PRODUCTS_MAX, `At most ${NEWSLETTER_PRODUCTS_MAX} products`)
  .refine((ids) => new Set(ids).size === ids.length, 'productIds lists a product twice');

/**
 * Who receives a campaign: every confirmed subscriber, only those who are active loyalty members,
 * members of one tier, or the people of a saved segment who accept newsletters (`segmentName`
 * is filled in when a campaign is read).
 */
export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }).strict(),
    z.object({ kind: z.literal('members') }).strict(),
    z.object({ kind: z.literal('tier'), tier: z.enum(loyaltyTiers, { error: `audience.tier must be one of ${loyaltyTiers.join(', ')}` }) }).strict(),
    z
      .object({
        kind: z.literal('segment'),
        segmentId: z.number({ error: 'audience.segmentId must be a segment id' }).int().min(1).max(2_147_483_647),
        segmentName: text().max(80).optional(),
      })
      .strict(),
  ],
  { error: 'audience.kind must be all, members, tier or segment' },
);
export type NewsletterAudience = z.infer<typeof audienceSchema>;
export type NewsletterAudienceKind = NewsletterAudience['kind'];

export function audienceLabel(audience: NewsletterAudience): string {
  if (audience.kind === 'all') return 'All confirmed subscribers';
  if (audience.kind === 'members') return 'Subscribers who are loyalty members';
  if (audience.kind === 'segment') return `Segment: ${audience.segmentName ?? `#${audience.segmentId}`}`;
  return `${audience.tier} members`;
}

/**
 * A subject line test: the campaign's two subjects, the share of the audience that gets the test
 * (split evenly between them) and how long after the send the subject with the better click
 * rate is chosen for everyone else.
 */
export const SUBJECT_TEST_PERCENT_MIN = 10;
export const SUBJECT_TEST_PERCENT_MAX = 50;
export const SUBJECT_TEST_HOURS_MIN = 1;
export const SUBJECT_TEST_HOURS_MAX = 48;
export const SUBJECT_TEST_DEFAULTS = { testPercent: 20, winnerAfterHours: 4 } as const;
export const subjectVariants = ['a', 'b'] as const;
export type SubjectVariant = (typeof subjectVariants)[number];

const subjectsSchema = z
  .tuple([subjectSchema, subjectSchema], { error: 'subjects must be two subject lines' })
  .refine(([a, b]) => a !== b, 'subjects: The two subjects must differ');
const testPercentSchema = z
  .number({ error: 'testPercent must be a whole number' })
  .int('testPercent must be a whole number')
  .min(SUBJECT_TEST_PERCENT_MIN, `testPercent: The test share is ${SUBJECT_TEST_PERCENT_MIN} to ${SUBJECT_TEST_PERCENT_MAX} percent of the audience`)
  .max(SUBJECT_TEST_PERCENT_MAX, `testPercent: The test share is ${SUBJECT_TEST_PERCENT_MIN} to ${SUBJECT_TEST_PERCENT_MAX} percent of the audience`);
const winnerAfterHoursSchema = z
  .number({ error: 'winnerAfterHours must be a whole number of hours' })
  .int('winnerAfterHours must be a whole number of hours')
  .min(SUBJECT_TEST_HOURS_MIN, `winnerAfterHours: The winner is chosen ${SUBJECT_TEST_HOURS_MIN} to ${SUBJECT_TEST_HOURS_MAX} hours after the send`)
  .max(SUBJECT_TEST_HOURS_MAX, `winnerAfterHours: The winner is chosen ${SUBJECT_TEST_HOURS_MIN} to ${SUBJECT_TEST_HOURS_MAX} hours after the send`);

const campaignFields = {
  preheader: preheaderSchema.optional(),
  markdown: markdownSchema,
  audience: audienceSchema,
  productIds: productIdsSchema.optional(),
  testPercent: testPercentSchema.optional(),
  winnerAfterHours: winnerAfterHoursSchema.optional(),
};

/** A campaign has one subject, or two to test (`subjects`; `subject`, if also given, must be the first). */
export const createNewsletterInputSchema = z
  .object({ ...campaignFields, subject: subjectSchema.optional(), subjects: subjectsSchema.optional() })
  .strict()
  .superRefine((input, context) => {
    if (input.subject === undefined && input.subjects === undefined) context.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required' });
    if (input.subject !== undefined && input.subjects !== undefined && input.subject !== input.subjects[0]) {
      context.addIssue({ code: 'custom', path: ['subjects'], message: 'subjects: Give one subject, or two subjects to test (the first is the subject)' });
    }
  });
export type CreateNewsletterInput = z.output<typeof createNewsletterInputSchema>;

const newsletterId = z.number({ error: 'id must be a newsletter id' }).int('id must be a newsletter id').min(1).max(2_147_483_647);
const version = z.number({ error: 'version must be the version you opened' }).int().min(1).max(2_147_483_647);

export const updateNewsletterInputSchema = z
  .object({
    id: newsletterId,
    version,
    subject: subjectSchema.optional(),
    /** Two subjects to test; null: one subject again (the first). */
    subjects: subjectsSchema.nullable().optional(),
    testPercent: testPercentSchema.optional(),
    winnerAfterHours: winnerAfterHoursSchema.optional(),
    preheader: preheaderSchema.nullable().optional(),
    markdown: markdownSchema.optional(),
    audience: audienceSchema.optional(),
    productIds: productIdsSchema.optional(),
  })
  .strict();
export type UpdateNewsletterInput = z.output<typeof updateNewsletterInputSchema>;

export const newsletterIdInputSchema = z.object({ id: newsletterId }).strict();

export const sendNewsletterInputSchema = z
  .object({
    id: newsletterId,
    /** When to send (ISO 8601 with an offset); absent: now. */
    at: text('at').datetime({ offset: true, error: 'at must be a date and time like 2030-05-01T09:00:00Z' }).optional(),
  })
  .strict();
export type SendNewsletterInput = z.output<typeof sendNewsletterInputSchema>;
export const sendNewsletterOutputSchema = z
  .object({
    /** Messages put in the outbox. */
    queued: z.number().int(),
    /** When the first one goes out. */
    sendAt: text(),
  })
  .strict();

export const newsletterTestOutputSchema = z.object({ sentTo: text() }).strict();

/** Choose the winner of a subject line test now: the given subject, or (absent) the better click rate so far. */
export const chooseWinnerInputSchema = z.object({ id: newsletterId, winner: z.enum(subjectVariants, { error: 'winner must be a or b' }).optional() }).strict();
export type ChooseWinnerInput = z.output<typeof chooseWinnerInputSchema>;
export const chooseWinnerOutputSchema = z.object({ winner: z.enum(subjectVariants), queued: z.number().int() }).strict();

/** `testing`: the test share of a subject line test is out, and the rest waits for the winner. */
export const newsletterStatuses = ['draft', 'scheduled', 'testing', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The figures of the email panel, per campaign: counts of its messages, and how many were queued. */
export const newsletterFiguresSchema = emailFiguresRowSchema
  .pick({ sent: true, failed: true, waiting: true, suppressed: true, clicked: true, unsubscribed: true })
  .extend({ recipients: z.number().int() })
  .strict();
export type NewsletterFigures = z.infer<typeof newsletterFiguresSchema>;

/** A campaign's subject line test: its settings, each subject's test emails and clicks, and the decision. */
export const subjectTestSchema = z
  .object({
    subjects: z.tuple([text(), text()]),
    testPercent: z.number().int(),
    winnerAfterHours: z.number().int(),
    /** When the winner is chosen (set when the campaign is sent). */
    decideAt: text().nullable(),
    winner: z.enum(subjectVariants).nullable(),
    decidedAt: text().nullable(),
    /** Why the winner won, in words. */
    decision: text().nullable(),
    /** The test share's emails per subject: sent, and how many of those were clicked. */
    variants: z.array(z.object({ variant: z.enum(subjectVariants), subject: text(), sent: z.number().int(), clicked: z.number().int() }).strict()),
  })
  .strict();
export type SubjectTest = z.infer<typeof subjectTestSchema>;

export const newsletterSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    subject: text(),
    subjectTest: subjectTestSchema.nullable(),
    preheader: text().nullable(),
    markdown: text(),
    audience: audienceSchema,
    productIds: z.array(z.number().int()),
    status: z.enum(newsletterStatuses),
    sendAt: text().nullable(),
    figures: newsletterFiguresSchema,
    updatedAt: text(),
  })
  .strict();
export type Newsletter = z.infer<typeof newsletterSchema>;
export const newsletterOutputSchema = z.object({ newsletter: newsletterSchema }).strict();

export const subscriberCountsSchema = z
  .object({ confirmed: z.number().int(), pending: z.number().int(), unsubscribed: z.number().int() })
  .strict();
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const newsletterListOutputSchema = z
  .object({
    newsletters: z.array(newsletterSchema),
    subscribers: subscriberCountsSchema,
    /** Confirmed subscribers each audience reaches now, for the send confirmation. */
    audiences: z.object({ all: z.number().int(), members: z.number().int(), tiers: z.record(z.enum(loyaltyTiers), z.number().int()) }).strict(),
  })
  .strict();
export type NewsletterList = z.infer<typeof newsletterListOutputSchema>;

export const subscriberListInputSchema = z
  .object({
    status: z.enum(subscriberStatuses, { error: `status must be one of ${subscriberStatuses.join(', ')}` }).default('confirmed'),
    page: z.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  })
  .strict();
export const SUBSCRIBERS_PAGE_SIZE = 50;
export const subscriberListOutputSchema = z
  .object({
    subscribers: z.array(z.object({ email: text(), status: z.enum(subscriberStatuses), since: text() }).strict()),
    total: z.number().int(),
    counts: subscriberCountsSchema,
  })
  .strict();
export type SubscriberList = z.infer<typeof subscriberListOutputSchema>;
