// The statements the people feature runs on what the email feature keeps of one address,
// written here beside the tables they touch.
import { sql } from '../../db/sql.js';

/**
 * The messages to the address (the outbox's outbox_messages), newest first, at most `limit`
 * (null: all), each with its clicks and the targets clicked.
 */
export const messagesWithClicksTo = (address: string, limit: number | null) =>
  sql<{ id: string; template: string; status: string; createdAt: Date; sentAt: Date | null; lastError: string | null; scheduledFor: Date | null; clicks: number; targets: string[] | null }>`SELECT m.id::text, m.template, m.status, m."createdAt", m."sentAt", m."lastError",
            CASE WHEN m.status = 'queued' AND m."sendAfter" > now() THEN m."sendAfter" END AS "scheduledFor",
            COALESCE((SELECT count(*) FROM email_click c WHERE c."messageId" = m.id), 0)::int AS clicks,
            (SELECT array_agg(DISTINCT c.target) FROM email_click c WHERE c."messageId" = m.id) AS targets
       FROM outbox_messages m WHERE m.recipient = ${address} ORDER BY m.id DESC LIMIT ${limit}`;

/** The address's consent log, oldest first. */
export const consentEventsOf = (address: string) =>
  sql<{ id: string; purpose: string; action: string; source: string; form: string | null; template: string | null; createdAt: Date }>`SELECT id::text, purpose, action, source, form, template, "createdAt" FROM consent_event WHERE address = ${address} ORDER BY id`;

/** Erasure: the consent log keeps its rows under another address. */
export const readdressConsentEvents = (address: string, newAddress: string) => sql`UPDATE consent_event SET address = ${newAddress} WHERE address = ${address}`;

/** Erasure: the address's latest consent. */
export const deleteConsentLatest = (address: string) => sql`DELETE FROM consent_latest WHERE address = ${address}`;

/** Erasure: when the address last clicked. */
export const deleteClickRecency = (address: string) => sql`DELETE FROM email_click_recency WHERE address = ${address}`;

/** Erasure: development mail caught for the address (anywhere in it). */
export const deleteCaughtMailTo = (address: string) => sql`DELETE FROM caught_mail WHERE strpos(lower(recipients || headers || html || text), ${address}) > 0`;
