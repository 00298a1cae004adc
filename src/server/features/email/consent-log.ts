import type { EntityManager } from 'typeorm';
import { liftUnsubscribe } from '../../mail/recipient-sql.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export const MARKETING_EMAIL = 'marketing-email';
/** The footer's newsletter, confirmed by its own link. */
export const NEWSLETTER = 'newsletter';

export interface ConsentChange {
  address: string;
  action: 'granted' | 'withdrawn';
  source: string;
  form?: string | null;
  template?: string | null;
  /** What was agreed to or withdrawn; `marketing-email` unless said. */
  purpose?: typeof MARKETING_EMAIL | typeof NEWSLETTER;
  /** The email the withdrawal came from (its outbox row), when it came from one. */
  messageId?: string | null;
}

/**
 * Appends one row to the consent log, inside the caller's transaction. A new, confirmed grant
 * also lifts an earlier unsubscribe (never a bounce): the person asked for email again.
 */
export async function recordConsent(manager: EntityManager, change: ConsentChange): Promise<void> {
  if (change.action === 'granted') await execute(manager, liftUnsubscribe(change.address));
  await execute(manager, sql`INSERT INTO consent_event ("address", "purpose", "action", "source", "form", "template", "messageId") VALUES (${change.address}, ${change.purpose ?? MARKETING_EMAIL}, ${change.action}, ${change.source}, ${change.form ?? null}, ${change.template ?? null}, ${change.messageId ?? null}::bigint)`);
}

/** Of these addresses, those whose latest word on marketing email is yes. */
export const marketingConsentsAmong = (addresses: string[]) => sql<{ address: string; granted: boolean }>`
  SELECT DISTINCT ON (c."address") c."address", c."action" = 'granted' AS granted
    FROM consent_event c WHERE c."address" = ANY(${addresses}::text[]) AND c."purpose" = ${MARKETING_EMAIL}
   ORDER BY c."address", c."id" DESC`;

/** Whether the address's latest word on marketing email (or another purpose) is yes. */
export async function hasMarketingConsent(manager: EntityManager, address: string, purpose: ConsentChange['purpose'] = MARKETING_EMAIL): Promise<boolean> {
  const [latest] = await queryRows(manager, sql<{ action: string }>`SELECT "action" FROM consent_event WHERE "address" = ${address} AND "purpose" = ${purpose} ORDER BY "id" DESC LIMIT 1`);
  return latest?.action === 'granted';
}

/** The addresses whose latest word on marketing email is yes, as rows `latest."address"` (a newsletter's audience). */
export const MARKETING_CONSENTED_SQL = `SELECT latest."address" FROM (
    SELECT DISTINCT ON (c."address") c."address", c."action" FROM consent_event c WHERE c."purpose" = '${MARKETING_EMAIL}' ORDER BY c."address", c."id" DESC
  ) latest WHERE latest."action" = 'granted'`;

/** A row when the address withdrew any consent at or after a time (epoch milliseconds). */
export const withdrawnSince = (address: string, sinceMs: number) => sql<{ '?column?': number }>`
  SELECT 1 FROM consent_event
  WHERE "address" = ${address} AND "action" = 'withdrawn' AND "createdAt" >= to_timestamp(${sinceMs}::bigint / 1000.0)
  LIMIT 1`;
