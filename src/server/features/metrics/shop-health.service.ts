import type { ShopHealth } from '../../../shared/shop-health.js';
import type { AppDeps } from '../../core/app-deps.js';
import { COUNT_CAP, type ShopSnapshot } from './shop-snapshot.js';

/** When a figure asks for attention. */
const DUE_EMAIL_LATE_SECONDS = 10 * 60;
const CLAIM_LATE_SECONDS = 2 * 24 * 3600;
/** Backups run daily; a little slack for a slow one. */
const BACKUP_LATE_SECONDS = 26 * 3600;

const count = (n: number, one: string, many: string) => `${n >= COUNT_CAP ? `${COUNT_CAP}+` : n} ${n === 1 ? one : many}`;

/** "4 minutes", "3 hours", "2 days": the largest whole unit. */
export function durationInWords(seconds: number): string {
  const units = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ] as const;
  for (const [size, unit] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`;
  }
  return 'less than a minute';
}

/** "10:02 UTC" today, "24 Nov, 10:02 UTC" on another day. */
function timeInWords(at: Date, now: Date): string {
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const sameDay = at.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return sameDay ? `${time} UTC` : `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}, ${time} UTC`;
}

const secondsBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 1000);

/** The snapshot in a few sentences, each flagged when it needs a look. */
export function describeShopHealth(snapshot: ShopSnapshot): ShopHealth {
  const now = snapshot.at;
  const signals: ShopHealth['signals'] = [];

  signals.push(
    snapshot.emailsFailing > 0 && snapshot.failingSince
      ? { key: 'emails', attention: true, text: `${count(snapshot.emailsFailing, 'email', 'emails')} failing since ${timeInWords(snapshot.failingSince, now)}` }
      : { key: 'emails', attention: false, text: 'No emails failing' },
  );

  const dueFor = snapshot.oldestDueAt ? secondsBetween(snapshot.oldestDueAt, now) : 0;
  const scheduled = snapshot.outboxScheduled > 0 ? ` (${count(snapshot.outboxScheduled, 'email', 'emails')} scheduled for later)` : '';
  signals.push({
    key: 'outbox',
    attention: dueFor > DUE_EMAIL_LATE_SECONDS,
    text:
      snapshot.outboxDue > 0
        ? `Outbox: ${count(snapshot.outboxDue, 'email', 'emails')} waiting, the oldest for ${durationInWords(dueFor)}${scheduled}`
        : `Outbox: 0 waiting${scheduled}`,
  });

  const claimAge = snapshot.oldestClaimAt ? secondsBetween(snapshot.oldestClaimAt, now) : 0;
  signals.push(
    snapshot.claimsPending > 0
      ? {
          key: 'claims',
          attention: claimAge > CLAIM_LATE_SECONDS,
          text: `${count(snapshot.claimsPending, 'purchase claim', 'purchase claims')} waiting for review; oldest pending claim: ${durationInWords(claimAge)}`,
        }
      : { key: 'claims', attention: false, text: 'No purchase claims waiting' },
  );

  signals.push({
    key: 'redemptions',
    attention: false,
    text: `${count(snapshot.redemptionsUnused, 'reward', 'rewards')} redeemed and waiting to be fulfilled`,
  });

  // Only once backups are recorded (see last-backup.ts); before that the card says nothing of them.
  if (snapshot.lastBackup) {
    const { succeededAt } = snapshot.lastBackup;
    const age = succeededAt ? secondsBetween(succeededAt, now) : Infinity;
    signals.push({
      key: 'backup',
      attention: age > BACKUP_LATE_SECONDS,
      text: succeededAt ? `Last backup: ${durationInWords(age)} ago` : 'No backup has succeeded yet',
    });
  }

  return { checkedAt: now.toISOString(), signals };
}

export async function getShopHealth(deps: AppDeps): Promise<ShopHealth> {
  return describeShopHealth(await deps.shopSnapshot.read());
}
