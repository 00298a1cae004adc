import type { AppDeps } from '../../core/app-deps.js';
import type { StartedFeature } from '../../core/feature-module.js';
import { startRepeatingTask } from '../../core/repeating-task.js';
import { AppError } from '../../errors.js';
import { erasePerson } from './person-erase.service.js';
import { unconfirmedCapturesOlderThan } from './person-sql.js';
import { queryRows } from '../../db/sql.js';

const CHECK_EVERY_MS = 3600_000;
const BATCH = 200;

type RetentionDeps = Pick<AppDeps, 'dataSource' | 'storeSettings'>;

/**
 * Erases people who left an address nobody confirmed more than `unconfirmedRetentionDays` ago
 * (store setting): such an address was never shown to be theirs. Returns how many were erased.
 */
export async function eraseExpiredCaptures(deps: RetentionDeps, now = new Date()): Promise<number> {
  const { unconfirmedRetentionDays } = await deps.storeSettings.current();
  let erased = 0;
  for (;;) {
    const due = await queryRows(deps.dataSource, unconfirmedCapturesOlderThan(now, unconfirmedRetentionDays, BATCH));
    for (const { id } of due) {
      // Never null (both halves' ids are NOT NULL); the lint reads the UNION's as nullable.
      if (id === null) continue;
      try {
        await erasePerson(deps, id, 'retention');
        erased += 1;
      } catch (error) {
        // Erased or confirmed meanwhile by another process: nothing left to do for this one.
        if (!(error instanceof AppError)) throw error;
      }
    }
    if (due.length < BATCH) return erased;
  }
}

/** Runs the retention check at start and every hour, so each expired capture is erased within the day. */
export function startRetention(deps: AppDeps): StartedFeature {
  return startRepeatingTask(() => eraseExpiredCaptures(deps), CHECK_EVERY_MS, (error) => deps.logger?.error({ err: error }, 'erasing expired email captures failed'));
}
