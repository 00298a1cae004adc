// Statements on what the outbox and the suppression list keep of one address, for the features
// that read a person's profile, erase her, reach an audience or record an unsubscribe: written
// here beside the tables they touch.
import { sql } from '../db/sql.js';

/** Erasure: sent mail keeps its status under no address; mail not yet sent is suppressed. Answers a row per message. */
export const eraseMessagesTo = (address: string) =>
  sql`UPDATE email_message SET recipient = 'erased-' || id, payload = '{}'::jsonb, "lastError" = NULL,
              status = CASE WHEN status IN ('queued', 'sending') THEN 'suppressed' ELSE status END
        WHERE recipient = ${address}`;

/** Why the address gets no mail, if it gets none. */
export const suppressionReason = (address: string) => sql<{ reason: string }>`SELECT reason FROM email_suppression WHERE address = ${address}`;

/** Erasure: the address's own suppression row (replaced by the one below). */
export const deleteSuppression = (address: string) => sql`DELETE FROM email_suppression WHERE address = ${address}`;

/** Erasure: the address is suppressed by its SHA-256 alone, so nothing is ever mailed to it again. */
export const suppressErasedAddress = (address: string) =>
  sql`INSERT INTO email_suppression (address, reason) VALUES ('sha256:' || encode(sha256(convert_to(${address}, 'UTF8')), 'hex'), 'erased')
       ON CONFLICT (address) DO UPDATE SET reason = 'erased'`;

/** SQL for "the address in `addressColumn` unsubscribed" (its suppression says so). */
export function unsubscribedSql(addressColumn: string): string {
  return `EXISTS (SELECT 1 FROM email_suppression s WHERE s.address = ${addressColumn} AND s.reason = 'unsubscribed')`;
}

/** SQL for "no mail goes to the address in `addressColumn`" (no suppression: unsubscribed, bounced or erased). */
export function notSuppressedSql(addressColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM email_suppression x WHERE x."address" = ${addressColumn})`;
}

/** Suppresses an address that unsubscribed, unless it is suppressed already; answers a row when it inserted one. */
export const suppressUnsubscribed = (address: string) =>
  sql<{ address: string }>`INSERT INTO email_suppression ("address", "reason") VALUES (${address}, 'unsubscribed') ON CONFLICT ("address") DO NOTHING RETURNING "address"`;

/** Lifts an address's unsubscribe (never a bounce or an erasure). */
export const liftUnsubscribe = (address: string) => sql`DELETE FROM email_suppression WHERE "address" = ${address} AND "reason" = 'unsubscribed'`;
