import { text } from './text.js';
import { z } from './zod.js';

const LINK_BROKEN = 'This link is incomplete or was changed. Open it again from your email.';

/** The parts of a signed link in an email: the message's token and the signature. */
const messageToken = text('The link', { error: LINK_BROKEN }).uuid({ error: LINK_BROKEN });
const signature = text('The link', { error: LINK_BROKEN }).regex(/^[A-Za-z0-9_-]{32}$/, { error: LINK_BROKEN });

/** An unsubscribe link's query (`?m=…&s=…`), on the page and for the one-click POST. */
export const unsubscribeInputSchema = z.object({ m: messageToken, s: signature }).strict();

export const unsubscribeOutputSchema = z.object({ unsubscribed: z.literal(true) }).strict();

/** A tracked link's query: the message, where it leads, and the signature over both. */
export const trackedLinkQuerySchema = z
  .object({ m: messageToken, to: text('The link', { error: LINK_BROKEN }).max(2000, { error: LINK_BROKEN }).url({ error: LINK_BROKEN }), s: signature })
  .strict();

/** The follow-up sequence the dashboard lists: sent to people who confirmed their address and consented to tips. */
export const followUpSequence = [
  { template: 'sequence-welcome', label: 'Welcome Email', day: 0 },
  { template: 'sequence-beauty-tips', label: 'Beauty Tips', day: 2 },
  { template: 'sequence-social-proof', label: 'Social Proof', day: 4 },
  { template: 'sequence-limited-offer', label: 'Limited Offer', day: 6 },
] as const;

/** What the dashboard shows of one kind of email over the chosen range: counts of real rows. */
export const emailFiguresRowSchema = z
  .object({
    template: text(),
    label: text(),
    /** 'Immediately', 'Day 2' … for the sequence; null for the others. */
    timing: text().nullable(),
    sent: z.number().int(),
    failed: z.number().int(),
    /** Queued or being sent (including scheduled ones not yet due). */
    waiting: z.number().int(),
    /** Not sent because the address unsubscribed or bounced. */
    suppressed: z.number().int(),
    /** Messages with at least one click on a tracked link. */
    clicked: z.number().int(),
    /** Unsubscribes that came from this email. */
    unsubscribed: z.number().int(),
    /** Not sent because there was nothing true to say at send time (the day-6 email with no offer set). */
    skipped: z.number().int(),
    /** Why the latest of them was skipped ('no offer set', 'offer expired'); null when none was. */
    skippedReason: text().nullable(),
    /** Why the ones still waiting will be skipped if nothing changes before they are due ('no offer set'); null otherwise. */
    willSkipReason: text().nullable(),
  })
  .strict();
export type EmailFiguresRow = z.infer<typeof emailFiguresRowSchema>;

export const emailFiguresOutputSchema = z
  .object({
    /** How this server delivers: real SMTP, the development catcher, or held (no SMTP_URL in production). */
    delivery: z.enum(['smtp', 'catcher', 'held']),
    /** Messages due now and not sent yet, whatever their creation date. */
    dueNow: z.number().int(),
    rows: z.array(emailFiguresRowSchema),
  })
  .strict();
export type EmailFigures = z.infer<typeof emailFiguresOutputSchema>;

/** Names the dashboard gives the other emails. */
export const emailLabels: Record<string, string> = {
  results: 'Quiz results',
  'confirm-change': 'Confirm a change',
  'loyalty-join-confirmation': 'Confirm loyalty sign-up',
  'loyalty-welcome': 'Loyalty welcome (code)',
  'loyalty-code': 'Loyalty code reminder',
  'cycling-guide': 'Skin-cycling guide',
  'usage-survey': 'Usage survey invitation',
  'newsletter-confirm': 'Newsletter confirmation',
  newsletter: 'Newsletters (every campaign)',
  'survey-follow-up': 'Survey recommendation',
};
