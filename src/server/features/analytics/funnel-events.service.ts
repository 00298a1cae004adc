import type { EntityManager } from 'typeorm';
import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { type FunnelEventDetails, FunnelEventEntity } from './funnel-event.entity.js';

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
  const chunk = 1000;
  for (let start = 0; start < events.length; start += chunk) {
    await manager.getRepository(FunnelEventEntity).insert(events.slice(start, start + chunk).map(toRow));
  }
}
