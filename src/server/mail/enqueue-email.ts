import type { EntityManager } from 'typeorm';
import type { EmailTemplate } from './email-template.js';
import { queryRows, sql } from '../db/sql.js';

export interface EmailRequest<Payload> {
  to: string;
  /** What the message is about (`user:12`, `quiz-response:40`): one message per recipient, template and occasion. */
  occasion: string;
  payload: Payload;
  /** Send no earlier than this many seconds from now. */
  delaySeconds?: number;
}

const insertMessage = (recipient: string, template: string, occasion: string, payloadJson: string, delaySeconds: number) => sql<{ id: string }>`
  INSERT INTO email_message ("recipient", "template", "occasion", "payload", "sendAfter")
  VALUES (${recipient}, ${template}, ${occasion}, ${payloadJson}::jsonb, now() + make_interval(secs => ${delaySeconds}))
  ON CONFLICT ("recipient", "template", "occasion") DO NOTHING
  RETURNING "id"`;

/**
 * Puts a message in the outbox inside the caller's transaction, so it exists exactly when the
 * change that causes it commits. Returns false when this occasion already has its message.
 */
export async function enqueueEmail<Payload>(manager: EntityManager, template: EmailTemplate<Payload>, request: EmailRequest<Payload>): Promise<boolean> {
  // Validated here so a bad payload fails the request that makes it, not a worker later.
  const payload = template.payload.parse(request.payload);
  const rows = await queryRows(manager, insertMessage(request.to.trim().toLowerCase(), template.name, request.occasion, JSON.stringify(payload), request.delaySeconds ?? 0));
  return rows.length > 0;
}

const insertMessages = (template: string, recipients: string[], occasions: string[], payloadsJson: string[]) => sql<{ id: string }>`
  INSERT INTO email_message ("recipient", "template", "occasion", "payload", "sendAfter")
  SELECT recipient, ${template}, occasion, payload, now() FROM unnest(${recipients}::varchar[], ${occasions}::varchar[], ${payloadsJson}::jsonb[]) AS m(recipient, occasion, payload)
  ON CONFLICT ("recipient", "template", "occasion") DO NOTHING
  RETURNING "id"`;

/**
 * `enqueueEmail` for many messages of one template in one statement (a batch of claim
 * approvals): each due now, each once per recipient and occasion. Returns how many were queued.
 */
export async function enqueueEmails<Payload>(manager: EntityManager, template: EmailTemplate<Payload>, requests: ReadonlyArray<Omit<EmailRequest<Payload>, 'delaySeconds'>>): Promise<number> {
  if (requests.length === 0) return 0;
  const rows = await queryRows(
    manager,
    insertMessages(
      template.name,
      requests.map((request) => request.to.trim().toLowerCase()),
      requests.map((request) => request.occasion),
      requests.map((request) => JSON.stringify(template.payload.parse(request.payload))),
    ),
  );
  return rows.length;
}
