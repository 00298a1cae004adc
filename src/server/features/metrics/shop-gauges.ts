import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { ShopSnapshot } from './shop-snapshot.js';

const BACKUP_AGE = 'beautymatch_backup_last_success_age_seconds';

const secondsSince = (at: Date | null, now: Date) => (at === null ? 0 : Math.max(0, (now.getTime() - at.getTime()) / 1000));

/**
 * The shop's figures as Prometheus gauges. Those from the database are set from a snapshot
 * (`update`, before each scrape); the connection pool's are read from TypeORM's pg pool when
 * scraped. The backup gauge exists only while the backup_run table does: an absent series
 * says "not set up", where a zero would claim a backup that just ran.
 */
export function shopGauges(registry: Registry, dataSource: DataSource) {
  const gauge = (name: string, help: string) => new Gauge({ name: `beautymatch_${name}`, help, registers: [registry] });
  const outboxDue = gauge('outbox_due_messages', 'Emails due now and not yet sent (counted up to 10000).');
  const oldestDue = gauge('outbox_oldest_due_age_seconds', 'How long the longest-waiting due email has been due; 0 when none is.');
  const outboxScheduled = gauge('outbox_scheduled_messages', 'Emails waiting for a later time: follow-ups and retries (counted up to 10000).');
  const emailsFailing = gauge('emails_failing', 'Emails whose last attempt failed and that wait for a retry, or were given up in the last 24 hours.');
  const claimsPending = gauge('loyalty_claims_pending', 'Purchase claims waiting for review (counted up to 10000).');
  const oldestClaim = gauge('loyalty_oldest_pending_claim_age_seconds', 'Age of the oldest purchase claim waiting for review; 0 when none is.');
  const redemptionsUnused = gauge('loyalty_redemptions_unused', 'Rewards redeemed and waiting to be fulfilled (counted up to 10000).');
  const readSeconds = gauge('shop_snapshot_read_seconds', 'How long the last read of these figures from the database took.');
  const lastBackupAge = new Gauge({
    name: BACKUP_AGE,
    help: 'Time since the last backup that succeeded finished. Absent until backups are recorded in backup_run.',
    registers: [],
  });

  // TypeORM's PostgreSQL driver keeps its pg Pool as `master`; its counts cost nothing to read.
  const pool = () => (dataSource.driver as PostgresDriver).master as Pool | undefined;
  new Gauge({
    name: 'beautymatch_db_pool_connections',
    help: 'Connections in the database pool: total open, and idle among them.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool()?.totalCount ?? 0);
      this.set({ state: 'idle' }, pool()?.idleCount ?? 0);
    },
  });
  new Gauge({
    name: 'beautymatch_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection from the database pool.',
    registers: [registry],
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });

  return {
    update(snapshot: ShopSnapshot, tookSeconds: number): void {
      outboxDue.set(snapshot.outboxDue);
      oldestDue.set(secondsSince(snapshot.oldestDueAt, snapshot.at));
      outboxScheduled.set(snapshot.outboxScheduled);
      emailsFailing.set(snapshot.emailsFailing);
      claimsPending.set(snapshot.claimsPending);
      oldestClaim.set(secondsSince(snapshot.oldestClaimAt, snapshot.at));
      redemptionsUnused.set(snapshot.redemptionsUnused);
      readSeconds.set(tookSeconds);
      const succeededAt = snapshot.lastBackup?.succeededAt ?? null;
      const shown = registry.getSingleMetric(BACKUP_AGE) !== undefined;
      if (succeededAt === null) {
        if (shown) registry.removeSingleMetric(BACKUP_AGE);
      } else {
        if (!shown) registry.registerMetric(lastBackupAge);
        lastBackupAge.set(secondsSince(succeededAt, snapshot.at));
      }
    },
  };
}
