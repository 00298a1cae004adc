// Statements on what the outbox keeps of one address ($1), for the features that read a person's
// profile or erase her: written here beside the tables they touch.

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
