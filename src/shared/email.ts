import { z } from './zod.js';

const LINK_BROKEN = 'This link is incomplete or was changed. Open it again from your email.';

/** The parts of a signed link in an email: the message's token and the signature. */
const messageToken = z.string({ error: LINK_BROKEN }).uuid({ error: LINK_BROKEN });
const signature = z.string({ error: LINK_BROKEN }).regex(/^[A-Za-z0-9_-]{32}$/, { error: LINK_BROKEN });

/** An unsubscribe link's query (`?m=…&s=…`), on the page and for the one-click POST. */
export const unsubscribeInputSchema = z.object({ m: messageToken, s: signature }).strict();

export const unsubscribeOutputSchema = z.object({ unsubscribed: z.literal(true) }).strict();

/** A tracked link's query: the message, where it leads, and the signature over both. */
export const trackedLinkQuerySchema = z
  .object({ m: messageToken, to: z.string({ error: LINK_BROKEN }).max(2000, { error: LINK_BROKEN }).url({ error: LINK_BROKEN }), s: signature })
  .strict();

/** The follow-up sequence the dashboard lists: sent to people who confirmed their address and consented to tips. */
export const followUpSequence = [
  { template: 'sequence-welcome', label: 'Welcome Email', day: 0 },
  { template: 'sequence-beauty-tips', label: 'Beauty Tips', day: 2 },
  { template: 'sequence-social-proof', label: 'Social Proof', day: 4 },
  { template: 'sequence-limited-offer', label: 'Limited Offer', day: 6 },
] as const;
