import type { DataSource } from 'typeorm';
import type { StartedFeature } from '../../core/feature-module.js';
import { startRepeatingTask } from '../../core/repeating-task.js';
import { AppError } from '../../errors.js';
import { approveClaims } from './claim-decisions.service.js';
import { autoApprovalDays } from './loyalty-settings.service.js';
import { queryRows, sql } from '../../db/sql.js';

const CHECK_EVERY_MS = 15 * 60_000;
const BATCH = 100;

/**
 * With auto-approval on, approves pending claims older than the set number of days that no
 * store order contradicts (a claim whose total differs from the store's, or of an order that
 * belongs to another customer, waits for a person).
 * Each claim is its own transaction; one another process approved meanwhile is skipped.
 */
export async function approveOverdueClaims(dataSource: DataSource): Promise<number> {
  const autoApproveAfterDays = await autoApprovalDays(dataSource);
  if (autoApproveAfterDays === null) return 0;
  const due = await queryRows(dataSource, sql<{ id: string }>`SELECT id::text AS id FROM purchase_claim
      WHERE status = 'pending' AND "storeTotalCents" IS NULL AND "storeOrderConflict" = 'none' AND "createdAt" <= now() - make_interval(days => ${autoApproveAfterDays})
      ORDER BY "createdAt", id LIMIT ${BATCH}`);
  let approved = 0;
  for (const { id } of due) {
    try {
      approved += (await approveClaims(dataSource, { claimIds: [id] }, 'auto')).decided;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return approved;
}

/** Checks for overdue claims now and every quarter of an hour, for the life of the process. */
export function startClaimAutoApproval(dataSource: DataSource, log: (error: unknown) => void): StartedFeature {
  return startRepeatingTask(() => approveOverdueClaims(dataSource), CHECK_EVERY_MS, log);
}
