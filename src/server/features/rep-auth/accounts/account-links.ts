import type { EntityManager } from 'typeorm';
import type { LinkSigner } from '../../../mail/link-signer.js';
import { AppError } from '../../../errors.js';
import type { StaffRole } from '../../../../shared/staff-access.js';
import { type AccountLinkKind, RepAccountLinkEntity } from '../rep-account-link.entity.js';
import { execute, queryRows, sql } from '../../../db/sql.js';

/** Each kind of link opens its own page of the back-office. */
const LINK_PAGES: Record<AccountLinkKind, string> = {
  invitation: '/dashboard/access/join',
  'password-reset': '/dashboard/access/reset-password',
  'owner-email': '/dashboard/access/confirm-address',
};

/** The emailed token: the link's id and its signature, so no id alone (nor a guessed one) acts. */
export function accountLinkToken(signer: LinkSigner, link: Pick<RepAccountLinkEntity, 'id' | 'kind'>): string {
  return `${link.id}.${signer.sign(`rep-${link.kind}`, link.id)}`;
}

export function accountLinkUrl(siteUrl: string, signer: LinkSigner, link: Pick<RepAccountLinkEntity, 'id' | 'kind'>): string {
  return `${siteUrl}${LINK_PAGES[link.kind]}?token=${encodeURIComponent(accountLinkToken(signer, link))}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uses a link once, in the caller's transaction: of two requests with one link, only the first
 * gets it (the second finds it used). A forged, expired or used link is a 400 that says which.
 */
export async function useAccountLink(manager: EntityManager, signer: LinkSigner, kind: AccountLinkKind, token: string): Promise<RepAccountLinkEntity> {
  const [id = '', signature = ''] = token.split('.');
  if (!uuidPattern.test(id) || !signer.verify(signature, `rep-${kind}`, id)) {
    throw new AppError('BAD_REQUEST', 'That link is not one we sent. Open the link from the email again.', 'token');
  }
  // The row written out, not the entity: the lint knows a kind or a role by its type's name, which the entity's fields do not keep.
  const [link] = await queryRows(manager, sql<{ id: string; kind: AccountLinkKind; email: string; accountId: string | null; role: StaffRole | null; createdBy: string | null; expiresAt: Date; usedAt: Date | null; createdAt: Date }>`WITH used AS (UPDATE rep_account_link SET "usedAt" = now() WHERE id = ${id}::uuid AND kind = ${kind} AND "usedAt" IS NULL AND "expiresAt" > now() RETURNING *)
     SELECT * FROM used`);
  if (link) return link;
  const known = await manager.getRepository(RepAccountLinkEntity).findOneBy({ id, kind });
  if (known?.usedAt) throw new AppError('BAD_REQUEST', 'This link was already used.', 'token');
  throw new AppError('BAD_REQUEST', 'This link has expired. Ask for a new one.', 'token');
}

/** Makes a link of the kind, unused, ending after `minutes`; earlier unused ones of the same kind for the address stop working. */
export async function createAccountLink(
  manager: EntityManager,
  link: Pick<RepAccountLinkEntity, 'kind' | 'email'> & Partial<Pick<RepAccountLinkEntity, 'accountId' | 'role' | 'createdBy'>>,
  minutes: number,
): Promise<RepAccountLinkEntity> {
  await execute(manager, sql`UPDATE rep_account_link SET "expiresAt" = now() WHERE kind = ${link.kind} AND email = ${link.email} AND "usedAt" IS NULL AND "expiresAt" > now()`);
  const [row] = await queryRows(manager, sql<{ id: string; kind: AccountLinkKind; email: string; accountId: string | null; role: StaffRole | null; createdBy: string | null; expiresAt: Date; usedAt: Date | null; createdAt: Date }>`INSERT INTO rep_account_link (kind, email, "accountId", role, "createdBy", "expiresAt")
     VALUES (${link.kind}, ${link.email}, ${link.accountId ?? null}::uuid, ${link.role ?? null}, ${link.createdBy ?? null}::uuid, now() + make_interval(mins => ${minutes})) RETURNING *`);
  return row!;
}

/**
 * Authority ends with its holder: every unused link an account made (its invitations) or that
 * was sent to it (its resets, its address confirmation) stops working, in the caller's
 * transaction. Returns how many.
 */
export async function withdrawLinksOf(manager: EntityManager, accountId: string): Promise<number> {
  const [row] = await queryRows(manager, sql<{ withdrawn: number }>`WITH withdrawn AS (
       UPDATE rep_account_link SET "expiresAt" = now()
        WHERE ("createdBy" = ${accountId}::uuid OR "accountId" = ${accountId}::uuid) AND "usedAt" IS NULL AND "expiresAt" > now()
        RETURNING id)
     SELECT count(*)::int AS withdrawn FROM withdrawn`);
  return row?.withdrawn ?? 0;
}
