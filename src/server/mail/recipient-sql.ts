// Statements on what the outbox and the suppression list keep of one address ($1), for the features
// that read a person's profile, erase her, reach an audience or record an unsubscribe: written
// here beside the tables they touch.

/** Erasure: sent mail keeps its status under no address; mail not yet sent is suppressed. Answers a row per message. */
export const ERASE_MESSAGES_TO_SQL = `UPDATE email_message SET recipient = 'erased-' || id, payload = '{}'::jsonb, "lastError" = NULL,
              status = CASE WHEN status IN ('queued', 'sending') THEN 'suppressed' ELSE status END
        WHERE recipient = $1`;

/** Why the address gets no mail, if it gets none. */
export const SUPPRESSION_REASON_SQL = `SELECT reason FROM email_suppression WHERE address = $1`;

/** Erasure: the address's own suppression row (replaced by the one below). */
export const DELETE_SUPPRESSION_SQL = `DELETE FROM email_suppression WHERE address = $1`;

/** Erasure: the address is suppressed by its SHA-256 alone, so nothing is ever mailed to it again. */
export const SUPPRESS_ERASED_ADDRESS_SQL = `INSERT INTO email_suppression (address, reason) VALUES ('sha256:' || encode(sha256(convert_to($1, 'UTF8')), 'hex'), 'erased')
       ON CONFLICT (address) DO UPDATE SET reason = 'erased'`;

/** SQL for "the address in `addressColumn` unsubscribed" (its suppression says so). */
export function unsubscribedSql(addressColumn: string): string {
  return `EXISTS (SELECT 1 FROM email_suppression s WHERE s.address = ${addressColumn} AND s.reason = 'unsubscribed')`;
}

/** SQL for "no mail goes to the address in `addressColumn`" (no suppression: unsubscribed, bounced or erased). */
export function notSuppressedSql(addressColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM email_suppression x WHERE x."address" = ${addressColumn})`;
}

/** Suppresses an address ($1) that unsubscribed, unless it is suppressed already; answers a row when it inserted one. */
export const SUPPRESS_UNSUBSCRIBED_SQL = `INSERT INTO email_suppression ("address", "reason") VALUES ($1, 'unsubscribed') ON CONFLICT ("address") DO NOTHING RETURNING "address"`;

/** Lifts an address's ($1) unsubscribe (never a bounce or an erasure). */
export const LIFT_UNSUBSCRIBE_SQL = `DELETE FROM email_suppression WHERE "address" = $1 AND "reason" = 'unsubscribed'`;
