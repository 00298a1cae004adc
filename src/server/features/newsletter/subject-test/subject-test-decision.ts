import type { LoyaltyTier } from '../../../../shared/loyalty.js';
import type { ChooseWinnerInput, NewsletterAudienceKind, SubjectVariant } from '../../../../shared/newsletter.js';
import type { AppDeps } from '../../../core/app-deps.js';
import type { StartedFeature } from '../../../core/feature-module.js';
import { startRepeatingTask } from '../../../core/repeating-task.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/api.js';
import { audienceFromRow } from '../newsletter-audience.js';
import { campaignOccasion, newsletterNotFound } from '../newsletter-read.service.js';
import { queueAudience } from '../newsletter-send.service.js';
import { testCounts } from './subject-test-read.js';
import { execute, queryRows, sql } from '../../../db/sql.js';

const CHECK_EVERY_MS = 60_000;

type Counts = Record<SubjectVariant, { sent: number; clicked: number }>;

const rate = ({ sent, clicked }: { sent: number; clicked: number }) => (sent === 0 ? 0 : clicked / sent);
const percent = (value: number) => `${(value * 100).toFixed(1).replace(/\.0$/, '')}%`;
const tally = (counts: Counts, variant: SubjectVariant) =>
  `${percent(rate(counts[variant]))} of ${counts[variant].sent} test email${counts[variant].sent === 1 ? '' : 's'} clicked`;

/** The subject with the better click rate (clicked messages over sent ones); a tie keeps the first. */
function better(counts: Counts): SubjectVariant {
  return rate(counts.b) > rate(counts.a) ? 'b' : 'a';
}

function decisionText(counts: Counts, winner: SubjectVariant, subjects: Record<SubjectVariant, string>, chosen: boolean): string {
  const loser: SubjectVariant = winner === 'a' ? 'b' : 'a';
  const figures = `“${subjects[winner]}”: ${tally(counts, winner)}; “${subjects[loser]}”: ${tally(counts, loser)}.`;
  if (chosen) return `Chosen by you. ${figures}`;
  if (rate(counts.a) === rate(counts.b)) return `A tie, so the first subject goes to the rest. ${figures}`;
  return `Better click rate. ${figures}`;
}

/**
 * Ends a campaign's subject line test: the winner (hers, or the better click rate of the test
 * share so far) goes to the rest of the audience as it is now, in one statement under the
 * campaign's row lock. Only one decision is ever made: a second one, or one on a campaign with
 * one subject, not sent, or whose test has not started, answers 409.
 */
export async function chooseSubjectWinner(deps: AppDeps, input: ChooseWinnerInput): Promise<{ winner: SubjectVariant; queued: number }> {
  const result = await deps.dataSource.transaction(async (manager) => {
    const [campaign] = await queryRows(manager, sql<{
      subject: string;
      subjectB: string | null;
      queuedAt: Date | null;
      sendAt: Date | null;
      winner: SubjectVariant | null;
      audienceKind: NewsletterAudienceKind;
      audienceTier: LoyaltyTier | null;
      audienceSegmentId: number | null;
    }>`SELECT "subject", "subjectB", "queuedAt", "sendAt", "winner", "audienceKind", "audienceTier", "audienceSegmentId" FROM newsletter_campaign WHERE "id" = ${input.id} FOR UPDATE`);
    if (!campaign) throw newsletterNotFound(input.id);
    if (campaign.subjectB === null) throw new AppError('CONFLICT', 'This newsletter has one subject: there is no winner to choose.', 'winner');
    if (!campaign.queuedAt || (campaign.sendAt && campaign.sendAt > new Date())) {
      throw new AppError('CONFLICT', 'The subject line test has not started: send the newsletter first.', 'winner');
    }
    if (campaign.winner) throw new AppError('CONFLICT', 'The winner of this subject line test was chosen already.', 'winner');
    const found = (await testCounts(manager, [campaignOccasion(input.id)])).get(campaignOccasion(input.id)) ?? [];
    const counts: Counts = { a: { sent: 0, clicked: 0 }, b: { sent: 0, clicked: 0 } };
    for (const row of found) counts[row.variant] = { sent: row.sent, clicked: row.clicked };
    const winner = input.winner ?? better(counts);
    const decision = decisionText(counts, winner, { a: campaign.subject, b: campaign.subjectB }, input.winner !== undefined);
    const queued = await queueAudience(manager, {
      id: input.id,
      audience: audienceFromRow(campaign),
      payload: { subject: winner },
      start: new Date(),
      perSecond: deps.env.NEWSLETTER_SEND_PER_SECOND,
    });
    await execute(manager, sql`UPDATE newsletter_campaign SET "winner" = ${winner}, "decidedAt" = now(), "decision" = ${decision}, "recipients" = "recipients" + ${queued}, "version" = "version" + 1, "updatedAt" = now() WHERE "id" = ${input.id}`);
    await recordAudit(manager, { area: 'newsletter', subject: String(input.id), action: 'choose-subject', after: { winner, decision, queued } });
    return { winner, queued };
  });
  deps.mail.wake();
  return result;
}

/** Chooses the winner of every subject line test whose time has come (each in its own transaction). */
export async function decideDueSubjectTests(deps: AppDeps): Promise<number> {
  const due = await queryRows(deps.dataSource, sql<{ id: number }>`SELECT "id" FROM newsletter_campaign WHERE "decideAt" <= now() AND "winner" IS NULL ORDER BY "decideAt" LIMIT 20`);
  let decided = 0;
  for (const { id } of due) {
    try {
      await chooseSubjectWinner(deps, { id });
      decided++;
    } catch (error) {
      // Another process decided it meanwhile.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return decided;
}

/** Looks for subject line tests to decide now and every minute, for the life of the process. */
export function startSubjectTestDecisions(deps: AppDeps): StartedFeature {
  return startRepeatingTask(() => decideDueSubjectTests(deps), CHECK_EVERY_MS, (error) => deps.logger?.error({ err: error }, 'choosing subject line test winners failed'));
}
