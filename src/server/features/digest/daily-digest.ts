import type { AppDeps } from '../../core/app-deps.js';
import { checkEveryMinute, localDayAndTime } from '../../core/daily-schedule.js';
import type { StartedFeature } from '../../core/feature-module.js';
import { enqueueEmail } from '../../mail/enqueue-email.js';
import { somethingWaits, type WaitingCounts } from '../../../shared/digest.js';
import { dailyDigestEmail } from './emails/digest-email.js';
import { readWaitingCounts } from './waiting-counts.js';
import { execute, queryRows, sql } from '../../db/sql.js';

type DigestDeps = Pick<AppDeps, 'env' | 'dataSource' | 'logger' | 'mail'> & {
  storeSettings: { current(): Promise<{ digestEnabled: boolean; digestTime: string; contactEmail: string }> };
};

export type DigestOutcome = { status: 'sent'; to: string; counts: WaitingCounts } | { status: 'empty'; counts: WaitingCounts };

/**
 * Writes today's digest if its time of day has passed, the representative keeps it on, and no
 * process wrote it yet: the day's row in digest_run is inserted first (unique per day), and the
 * email is queued in the same transaction under an occasion of that day, so two processes never
 * send two. A day with nothing to report is recorded as empty and sends nothing. Returns what
 * this call did, or null when nothing was due or another process had it.
 */
export async function runDailyDigestIfDue(deps: DigestDeps, now = new Date()): Promise<DigestOutcome | null> {
  const settings = await deps.storeSettings.current();
  if (!settings.digestEnabled) return null;
  const { day, time } = localDayAndTime(now);
  if (time < settings.digestTime) return null;
  const outcome = await deps.dataSource.transaction(async (manager): Promise<DigestOutcome | null> => {
    const claimed = await queryRows(manager, sql<{ day: Date }>`INSERT INTO digest_run (day, status, counts) VALUES (${day}::date, 'empty', '{}') ON CONFLICT (day) DO NOTHING RETURNING day`);
    if (claimed.length === 0) return null;
    const counts = await readWaitingCounts(manager, day);
    if (!somethingWaits(counts)) {
      await execute(manager, sql`UPDATE digest_run SET counts = ${JSON.stringify(counts)}::jsonb WHERE day = ${day}::date`);
      return { status: 'empty', counts };
    }
    const to = settings.contactEmail;
    await execute(manager, sql`UPDATE digest_run SET status = 'sent', counts = ${JSON.stringify(counts)}::jsonb, recipient = ${to.toLowerCase()} WHERE day = ${day}::date`);
    await enqueueEmail(manager, dailyDigestEmail, { to, occasion: `digest:${day}`, payload: { day } });
    return { status: 'sent', to, counts };
  });
  if (outcome?.status === 'sent') deps.mail.wake();
  return outcome;
}

/** Every process looks once a minute whether today's digest is due; the day's row lets one of them write it. */
export function startDailyDigests(deps: DigestDeps): StartedFeature {
  if (deps.env.DIGEST_DAILY === 'off') return { stop: async () => {} };
  return checkEveryMinute(
    () => runDailyDigestIfDue(deps),
    (error) => deps.logger?.warn({ err: error }, 'Could not check whether the daily digest is due'),
  );
}
