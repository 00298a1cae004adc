import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { AccountsOutput, InvitationInput } from '../../../../shared/staff-accounts.js';
import { INVITATION_HOURS } from '../../../../shared/staff-accounts.js';
import { roleIncludes, type StaffRole } from '../../../../shared/staff-access.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { enqueueEmail } from '../../../mail/enqueue-email.js';
import { recordAudit } from '../../audit/api.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { endOtherSessions } from '../rep-auth.service.js';
import { readStaffPermissions } from '../staff-permissions.js';
import { createAccountLink, withdrawLinksOf } from './account-links.js';
import { listPendingInvitations } from './pending-invitations.js';
import { staffInvitationEmail } from './emails/account-link-emails.js';
import { execute, sql } from '../../../db/sql.js';

/** Changes to who holds which role take turns, so two owners demoting each other cannot leave none. */
async function lockAccounts(manager: EntityManager): Promise<void> {
  await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(hashtext('rep-accounts'))`);
}

async function activeAccount(manager: EntityManager, id: string): Promise<RepAccountEntity> {
  const account = await manager.getRepository(RepAccountEntity).findOneBy({ id, removedAt: IsNull() });
  if (!account) throw new AppError('NOT_FOUND', 'There is no such account.');
  return account;
}

export async function listAccounts(dataSource: DataSource, youId: string): Promise<AccountsOutput> {
  const accounts = await dataSource.getRepository(RepAccountEntity).find({ where: { removedAt: IsNull() }, order: { createdAt: 'ASC' } });
  return {
    accounts: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      role: account.role,
      secondFactor: account.totpSecret !== null,
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      createdAt: account.createdAt.toISOString(),
      isYou: account.id === youId,
    })),
    invitations: await listPendingInvitations(dataSource),
    permissions: await readStaffPermissions(dataSource),
  };
}

/** An invitation carries its sender's authority: it may make at most the role she holds. */
const INVITER_ROLE_MESSAGE = "You can't invite someone to a role you don't hold.";

/**
 * Emails an invitation (a new one replaces an unused one to the same address). It makes at most
 * the inviter's own role, and is checked again when accepted (invitation-accept.ts).
 */
export async function inviteAccount(deps: AppDeps, inviterId: string, input: InvitationInput): Promise<{ id: string; expiresAt: string }> {
  const invitation = await deps.dataSource.transaction(async (manager) => {
    await lockAccounts(manager);
    const inviter = await manager.getRepository(RepAccountEntity).findOneBy({ id: inviterId, removedAt: IsNull() });
    if (!inviter || !roleIncludes(inviter.role, input.role)) throw new AppError('FORBIDDEN', INVITER_ROLE_MESSAGE, 'role');
    if (await manager.getRepository(RepAccountEntity).exists({ where: { email: input.email, removedAt: IsNull() } })) {
      throw new AppError('CONFLICT', 'That address already has an account.', 'email');
    }
    const link = await createAccountLink(manager, { kind: 'invitation', email: input.email, role: input.role, createdBy: inviterId }, INVITATION_HOURS * 60);
    await enqueueEmail(manager, staffInvitationEmail, { to: input.email, occasion: `rep-link:${link.id}`, payload: { linkId: link.id } });
    await recordAudit(manager, { area: 'rep-account', subject: link.id, action: 'invite', after: { email: input.email, role: input.role } });
    return { id: link.id, expiresAt: link.expiresAt.toISOString() };
  });
  deps.mail.wake();
  return invitation;
}

/**
 * Gives an account another role; the shop always keeps an owner. Takes effect on her next
 * request. A demotion withdraws the links she made and those sent to her (her authority ends).
 */
export async function changeAccountRole(dataSource: DataSource, id: string, role: StaffRole): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await lockAccounts(manager);
    const account = await activeAccount(manager, id);
    if (account.role === role) return;
    if (account.role === 'owner') {
      const owners = await manager.getRepository(RepAccountEntity).countBy({ role: 'owner', removedAt: IsNull() });
      if (owners <= 1) throw new AppError('CONFLICT', 'The shop needs an owner: make someone else owner first.', 'role');
    }
    await manager.update(RepAccountEntity, { id }, { role });
    const demoted = !roleIncludes(role, account.role);
    const linksWithdrawn = demoted ? await withdrawLinksOf(manager, id) : 0;
    await recordAudit(manager, { area: 'rep-account', subject: id, action: 'change role', before: { role: account.role }, after: { role, ...(demoted ? { linksWithdrawn } : {}) } });
  });
}

/**
 * Removes an account: its sessions end at once (her open page's next call answers 401), its
 * browsers are forgotten, the links it made (invitations) and those sent to it (resets) stop
 * working. The row stays for the change history.
 */
export async function removeAccount(dataSource: DataSource, removerId: string, id: string): Promise<void> {
  if (id === removerId) throw new AppError('BAD_REQUEST', "You can't remove your own account.");
  await dataSource.transaction(async (manager) => {
    await lockAccounts(manager);
    const account = await activeAccount(manager, id);
    await manager.update(RepAccountEntity, { id }, { removedAt: new Date() });
    const sessionsEnded = await endOtherSessions(manager, id, null);
    await execute(manager, sql`DELETE FROM rep_device WHERE "accountId" = ${id}::uuid`);
    const linksWithdrawn = await withdrawLinksOf(manager, id);
    await recordAudit(manager, { area: 'rep-account', subject: id, action: 'remove', before: { email: account.email, role: account.role }, after: { sessionsEnded, linksWithdrawn } });
  });
}
