import type { EntityManager } from 'typeorm';
import type { EmailTemplate } from './email-template.js';

export interface EmailRequest<Payload> {
  to: string;
  /** What the message is about (`user:12`, `quiz-response:40`): one message per recipient, template and occasion. */
  occasion: string;
  payload: Payload;
  /** Send no earlier than this many seconds from now. */
  delaySeconds?: number;
}

const INSERT_SQL = `
  INSERT INTO email_message ("recipient", "template", "occasion", "payload", "sendAfter")
  VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))
  ON CONFLICT ("recipient", "template", "occasion") DO NOTHING
  RETURNING "id"`;

/**
 * Puts a message in the outbox inside the caller's transaction, so it exists exactly when the
 * change that causes it commits. Returns false when this occasion already has its message.
 */
export async function enqueueEmail<Payload>(manager: EntityManager, template: EmailTemplate<Payload>, request: EmailRequest<Payload>): Promise<boolean> {
  // Validated here so a bad payload fails the request that makes it, not a worker later.
  const payload = template.payload.parse(request.payload);
  const rows: unknown[] = await manager.query(INSERT_SQL, [
    request.to.trim().toLowerCase(),
    template.name,
    request.occasion,
    JSON.stringify(payload),
    request.delaySeconds ?? 0,
  ]);
  return rows.length > 0;
}

const INSERT_MANY_SQL = `
  INSERT INTO email_message ("recipient", "template", "occasion", "payload", "sendAfter")
  SELECT recipient, $1, occasion, payload, now() FROM unnest($2::varchar[], $3::varchar[], $4::jsonb[]) AS m(recipient, occasion, payload)
  ON CONFLICT ("recipient", "template", "occasion") DO NOTHING
  RETURNING "id"`;

/**
 * `enqueueEmail` for many messages of one template in one statement (a batch of claim
 * approvals): each due now, each once per recipient and occasion. Returns how many were queued.
 */
export async function enqueueEmails<Payload>(manager: EntityManager, template: EmailTemplate<Payload>, requests: ReadonlyArray<Omit<EmailRequest<Payload>, 'delaySeconds'>>): Promise<number> {
  if (requests.length === 0) return 0;
  const rows: unknown[] = await manager.query(INSERT_MANY_SQL, [
    template.name,
    requests.map((request) => request.to.trim().toLowerCase()),
    requests.map((request) => request.occasion),
    requests.map((request) => JSON.stringify(template.payload.parse(request.payload))),
  ]);
  return rows.length;
}
