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
