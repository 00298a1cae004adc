import type { DataSource } from 'typeorm';
import { queryRows, sql } from '../../db/sql.js';
import { lastSucceededBackupAt } from '../backup/api.js';

export interface LastBackup {
  /** When the last backup that succeeded finished; null when none has yet. */
  succeededAt: Date | null;
}

/** Counts stop here: past it the number is "at least", and a scrape's cost stays bounded. */
export const COUNT_CAP = 10_000;

/** How the shop is doing, read from the database in one statement (each part on an index). */
export interface ShopSnapshot {
  /** When the database read it. */
  at: Date;
  /** Messages due now and not yet sent (queued, or being sent). */
  outboxDue: number;
  /** When the longest-waiting due message became due; null when none is due. */
  oldestDueAt: Date | null;
  /** Messages waiting for a later time (follow-ups, retries after a pause). */
  outboxScheduled: number;
  /** Messages whose last attempt failed and that wait to be tried again, or were given up in the last day. */
  emailsFailing: number;
  /** When the oldest of those was queued. */
  failingSince: Date | null;
  claimsPending: number;
  oldestClaimAt: Date | null;
  /** Reward codes issued and not yet fulfilled or cancelled. */
  redemptionsUnused: number;
  /** Null on a database without the backups' table (older than them): no backup figures, rather than a made-up age. */
  lastBackup: LastBackup | null;
}

type SnapshotRow = Omit<ShopSnapshot, 'lastBackup'> & { hasBackupRuns: boolean };

// Every part is limited to COUNT_CAP rows and served by an index: the outbox's partial "due"
// index, IDX_email_message_failing, purchase_claim (status, createdAt) and
// IDX_loyalty_redemption_issued.
const queueSnapshot = (cap: number) => sql<SnapshotRow>`
  WITH due AS (
    SELECT "sendAfter" FROM email_message
    WHERE "status" IN ('queued', 'sending') AND "sendAfter" <= now() ORDER BY "sendAfter" LIMIT ${cap}
  ), failing AS (
    SELECT "createdAt" FROM email_message
    WHERE "lastError" IS NOT NULL AND "status" IN ('queued', 'sending', 'failed')
      AND ("status" <> 'failed' OR "createdAt" > now() - interval '24 hours')
    LIMIT ${cap}
  ), claims AS (
    SELECT "createdAt" FROM purchase_claim WHERE "status" = 'pending' ORDER BY "createdAt" LIMIT ${cap}
  )
  SELECT now() AS "at",
    coalesce((SELECT count(*)::int FROM due), 0) AS "outboxDue",
    (SELECT min("sendAfter") FROM due) AS "oldestDueAt",
    coalesce((SELECT count(*)::int FROM (SELECT 1 FROM email_message WHERE "status" IN ('queued', 'sending') AND "sendAfter" > now() LIMIT ${cap}) s), 0) AS "outboxScheduled",
    coalesce((SELECT count(*)::int FROM failing), 0) AS "emailsFailing",
    (SELECT min("createdAt") FROM failing) AS "failingSince",
    coalesce((SELECT count(*)::int FROM claims), 0) AS "claimsPending",
    (SELECT min("createdAt") FROM claims) AS "oldestClaimAt",
    coalesce((SELECT count(*)::int FROM (SELECT 1 FROM loyalty_redemption WHERE "status" = 'issued' LIMIT ${cap}) r), 0) AS "redemptionsUnused",
    to_regclass('backup_run') IS NOT NULL AS "hasBackupRuns"`;

async function readShopSnapshot(dataSource: DataSource): Promise<ShopSnapshot> {
  const [row] = await queryRows(dataSource, queueSnapshot(COUNT_CAP));
  const { hasBackupRuns, ...snapshot } = row!;
  return { ...snapshot, lastBackup: hasBackupRuns ? { succeededAt: await lastSucceededBackupAt(dataSource) } : null };
}

/**
 * Reads the snapshot for whoever asks, one read at a time: callers that arrive while a read
 * runs share it, so a burst of scrapes (or a dashboard left open in ten tabs) costs one query.
 */
export class SharedShopSnapshot {
  #running: Promise<ShopSnapshot> | undefined;
  constructor(
    private readonly dataSource: DataSource,
    /** Told of each fresh snapshot and how long its read took (the gauges follow it). */
    private readonly onRead: (snapshot: ShopSnapshot, seconds: number) => void = () => {},
  ) {}

  read(): Promise<ShopSnapshot> {
    this.#running ??= this.#readOnce().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #readOnce(): Promise<ShopSnapshot> {
    const started = performance.now();
    const snapshot = await readShopSnapshot(this.dataSource);
    this.onRead(snapshot, (performance.now() - started) / 1000);
    return snapshot;
  }
}

declare module '../../core/app-deps.js' {
  interface AppDeps {
    /** The shop's health figures from the database (set by the metrics feature's start). */
    shopSnapshot: SharedShopSnapshot;
  }
}
