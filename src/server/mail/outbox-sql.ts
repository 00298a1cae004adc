// Statements on the outbox's messages for the features that look one up, written here beside the
// table. A feature's statement that joins the messages names the view outbox_messages
// (sql/outbox_messages.sql: the messages without their link tokens).
import { sql } from '../db/sql.js';

/** The message a link's token names: its id, recipient and template. */
export const messageByToken = (token: string) => sql<{ id: string; recipient: string; template: string }>`SELECT "id", "recipient", "template" FROM email_message WHERE "token" = ${token}::uuid`;

/** A row when the address has a message of either template, whatever its status. */
export const hasMessageOfTemplates = (address: string, template: string, otherTemplate: string) =>
  sql<{ '?column?': number }>`SELECT 1 FROM email_message WHERE recipient = ${address} AND template IN (${template}, ${otherTemplate}) LIMIT 1`;

/**
 * SQL that queues a message for each row of `rows` (a SELECT of recipient, template, occasion,
 * payload and sendAfter), in one statement with it (a newsletter's whole audience); whoever has
 * the message already is left out by the outbox's unique key. Add RETURNING to count them.
 */
export function queueMessagesSql(rows: string): string {
  return `INSERT INTO email_message ("recipient", "template", "occasion", "payload", "sendAfter")
  ${rows}
  ON CONFLICT ("recipient", "template", "occasion") DO NOTHING`;
}

/** A message's status (a feature that tied one to its own row tells whether it still waits). */
export const messageStatus = (messageId: string) => sql<{ status: string }>`SELECT status FROM email_message WHERE id = ${messageId}::bigint`;

/** The same, locking the message, so a worker cannot claim it meanwhile (its claim skips locked rows). */
export const lockMessageStatus = (messageId: string) => sql<{ status: string }>`SELECT status FROM email_message WHERE id = ${messageId}::bigint FOR UPDATE`;

/** How many messages are due and not yet sent (the email figures' queue). */
export const dueMessageCount = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM email_message WHERE "status" IN ('queued', 'sending') AND "sendAfter" <= now()`;
