import type { EntityManager } from 'typeorm';
import { CONFIRMATION_INTERVAL_MINUTES, CONFIRMATION_TTL_HOURS } from '../../../shared/users.js';
import { AppError } from '../../errors.js';
import type { LinkSigner } from '../../mail/link-signer.js';
import { EmailConfirmationEntity, type PendingDetails } from './email-confirmation.entity.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export const CONFIRMATION_INVALID = 'This confirmation link is not valid. Open the newest link from your email, or leave your email again to get a new one.';
export const CONFIRMATION_USED = 'This confirmation link has been used already: your email is confirmed.';
export const CONFIRMATION_EXPIRED = `This confirmation link has expired (links last ${CONFIRMATION_TTL_HOURS} hours). Leave your email again to get a new one.`;

/** The token of a confirmation link: the row's id and its signature, `42.<signature>`. */
export function confirmationToken(signer: LinkSigner, id: number): string {
  return `${id}.${signer.sign('confirm-email', String(id))}`;
}

export function confirmationUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/**
 * A new confirmation for the address, inside the caller's transaction; null when the address got
 * one in the last CONFIRMATION_INTERVAL_MINUTES (a flood of submits sends one email). The
 * transaction-scoped advisory lock makes parallel submits for one address take turns here.
 */
export async function createConfirmation(manager: EntityManager, address: string, details: PendingDetails): Promise<number | null> {
  await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(hashtext('email-confirmation:' || ${address}))`);
  const [recent] = await queryRows(manager, sql<{ '?column?': number }>`SELECT 1 FROM email_confirmation WHERE "address" = ${address} AND "createdAt" > now() - make_interval(mins => ${CONFIRMATION_INTERVAL_MINUTES}) LIMIT 1`);
  if (recent) return null;
  const [row] = await queryRows(manager, sql<{ id: number }>`INSERT INTO email_confirmation ("address", "details", "expiresAt") VALUES (${address}, ${JSON.stringify(details)}::jsonb, now() + make_interval(hours => ${CONFIRMATION_TTL_HOURS})) RETURNING "id"`);
  return row!.id;
}

/**
 * Uses up a confirmation link: a forged or altered token is refused before the database is
 * asked; one statement marks the row used only if it is unused and unexpired, so two clicks at
 * once confirm once. A link that fails says why.
 */
export async function consumeConfirmation(manager: EntityManager, signer: LinkSigner, token: string): Promise<EmailConfirmationEntity> {
  const [idText = '', signature = ''] = token.split('.');
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !signer.verify(signature, 'confirm-email', idText)) {
    throw new AppError('NOT_FOUND', CONFIRMATION_INVALID, 'token');
  }
  const [used] = await queryRows(manager, sql<{ id: number; address: string; details: PendingDetails; expiresAt: Date; usedAt: Date | null; createdAt: Date }>`WITH used AS (
       UPDATE email_confirmation SET "usedAt" = now()
       WHERE "id" = ${id} AND "usedAt" IS NULL AND "expiresAt" > now()
       RETURNING "id", "address", "details", "expiresAt", "usedAt", "createdAt"
     ) SELECT * FROM used`);
  if (used) return used;
  const existing = await manager.getRepository(EmailConfirmationEntity).findOneBy({ id });
  if (!existing) throw new AppError('NOT_FOUND', CONFIRMATION_INVALID, 'token');
  if (existing.usedAt) throw new AppError('CONFLICT', CONFIRMATION_USED, 'token');
  throw new AppError('BAD_REQUEST', CONFIRMATION_EXPIRED, 'token');
}
