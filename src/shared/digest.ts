import { text } from './text.js';
import { z } from './zod.js';

/**
 * The representative's daily digest: what waits for her (claims, rewards to hand over) and
 * what is new since the last digest (members, survey answers, emails that failed).
 */
export const DEFAULT_DIGEST_TIME = '08:00';

/** HH:MM on a 24-hour clock. */
export const digestTimeSchema = text('The digest time')
  .trim()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'The digest time is a time of day on a 24-hour clock, such as 08:00 or 18:30');

export const waitingCountsSchema = z
  .object({
    claimsPending: z.number().int(),
    redemptionsToFulfil: z.number().int(),
    /** Members whose address was confirmed since `since`. */
    newMembers: z.number().int(),
    /** Usage-survey answers since `since`. */
    surveyAnswers: z.number().int(),
    /** Emails given up, or failing and retried, queued since `since`. */
    emailsFailed: z.number().int(),
    /** When the longest-waiting claim or redemption arrived; null when none waits. */
    oldestWaitingAt: text().nullable(),
    /** The last digest sent, or 24 hours ago if none was. */
    since: text(),
  })
  .strict();
export type WaitingCounts = z.infer<typeof waitingCountsSchema>;

/** Whether the digest has anything to say. */
export function somethingWaits(counts: WaitingCounts): boolean {
  return counts.claimsPending + counts.redemptionsToFulfil + counts.newMembers + counts.surveyAnswers + counts.emailsFailed > 0;
}
