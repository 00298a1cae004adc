import type { EntityManager } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { type FunnelEventDetails, FunnelEventEntity } from './funnel-event.entity.js';
import { execute, sql } from '../../db/sql.js';

export interface FunnelEventInput {
  type: FunnelEventType;
  subject?: string | null;
  /** The quiz session of the person, when known (the true funnel follows it). */
  person?: string | null;
  amountCents?: number | null;
  /** Never put emails or loyalty codes here: recent activity is shown on the dashboard. */
  details?: FunnelEventDetails | null;
  /** When it happened, if not now (demo history). */
  occurredAt?: Date;
}

function toRow(event: FunnelEventInput) {
  return {
    type: event.type,
    subject: event.subject ?? null,
    person: event.person ?? null,
    amountCents: event.amountCents ?? null,
    details: event.details ?? null,
    ...(event.occurredAt ? { createdAt: event.occurredAt } : {}),
  };
}

/** Records one funnel step; pass the transaction's manager so the event commits with the change. */
export async function recordFunnelEvent(manager: EntityManager, event: FunnelEventInput): Promise<void> {
  await manager.getRepository(FunnelEventEntity).insert(toRow(event));
}

/** Records many steps in one statement (an import may credit thousands of purchases at once). */
export async function recordFunnelEvents(manager: EntityManager, events: FunnelEventInput[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(toRow);
  await execute(
    manager,
    sql`INSERT INTO funnel_event (type, subject, person, "amountCents", details, "createdAt")
     SELECT t, s, p, a, d, coalesce(c, now())
       FROM unnest(${rows.map((row) => row.type)}::varchar[], ${rows.map((row) => row.subject)}::varchar[], ${rows.map((row) => row.person)}::varchar[],
                   ${rows.map((row) => row.amountCents)}::int[], ${rows.map((row) => (row.details === null ? null : JSON.stringify(row.details)))}::jsonb[],
                   ${events.map((event) => event.occurredAt ?? null)}::timestamptz[]) AS e(t, s, p, a, d, c)`,
  );
}
