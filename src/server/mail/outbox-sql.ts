// Statements on the outbox's messages for the features that look one up, written here beside the
// table.
import { sql } from '../db/sql.js';

/** The message a link's token names: its id, recipient and template. */
export const messageByToken = (token: string) => sql<{ id: string; recipient: string; template: string }>`SELECT "id", "recipient", "template" FROM email_message WHERE "token" = ${token}::uuid`;

/** A row when the address has a message of either template, whatever its status. */
export const hasMessageOfTemplates = (address: string, template: string, otherTemplate: string) =>
  sql<{ '?column?': number }>`SELECT 1 FROM email_message WHERE recipient = ${address} AND template IN (${template}, ${otherTemplate}) LIMIT 1`;

/**
 * SQL for the outbox's messages (without their link tokens) as a relation a feature's statement
 * may join with what it keeps of them (clicks, campaigns): `FROM ${OUTBOX_MESSAGES_SQL} m`. A plain
 * subquery, which PostgreSQL flattens into the statement, so the table's indexes serve it.
 */
export const OUTBOX_MESSAGES_SQL = `(SELECT id, recipient, template, occasion, payload, status, "sendAfter", "lastError", "sentAt", "createdAt" FROM email_message)`;

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

/** SQL for the id of the message of this recipient, template and occasion (their parameters), or NULL. */
export function messageIdSql(recipientParam: string, templateParam: string, occasionParam: string): string {
  return `(SELECT id FROM email_message WHERE recipient = ${recipientParam} AND template = ${templateParam} AND occasion = ${occasionParam})`;
}

/** How many messages are due and not yet sent (the email figures' queue). */
export const dueMessageCount = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM email_message WHERE "status" IN ('queued', 'sending') AND "sendAfter" <= now()`;
