import { IsNull } from 'typeorm';
import { roleIncludes, staffRoleLabels } from '../../../../shared/staff-access.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/api.js';
import { hashPassword, passwordChecks } from '../password-hash.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { type SignInPlace, type SignInResult, startSession } from '../rep-auth.service.js';
import { useAccountLink } from './account-links.js';
import { execute, sql } from '../../../db/sql.js';

/** Refused when the invitation's sender no longer holds the role it gives. */
const inviterGoneMessage = (role: keyof typeof staffRoleLabels) =>
  `The person who sent this invitation can no longer invite as ${staffRoleLabels[role].toLowerCase()}. Ask an owner of the shop for a new invitation.`;

/**
 * Accepts an invitation: the link reached her address, so the account is made with it, her
 * password and the role she was invited to, and she is signed in. The inviter's authority is
 * checked again, under the same lock as removals and role changes: she must still have her
 * account and hold that role, or nothing changes (the link stays unused).
 */
export async function acceptInvitation(deps: AppDeps, input: { token: string; password: string }, place: SignInPlace): Promise<SignInResult> {
  const passwordHash = await passwordChecks.run(() => hashPassword(input.password));
  const account = await deps.dataSource.transaction(async (manager) => {
    await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(hashtext('rep-accounts'))`);
    const link = await useAccountLink(manager, deps.mail.signer, 'invitation', input.token);
    const accounts = manager.getRepository(RepAccountEntity);
    const role = link.role ?? 'staff';
    const inviter = link.createdBy ? await accounts.findOneBy({ id: link.createdBy, removedAt: IsNull() }) : null;
    if (!inviter || !roleIncludes(inviter.role, role)) throw new AppError('FORBIDDEN', inviterGoneMessage(role), 'token');
    if (await accounts.exists({ where: { email: link.email, removedAt: IsNull() } })) {
      throw new AppError('CONFLICT', 'That address already has an account: sign in instead.', 'token');
    }
    const made = await accounts.save(accounts.create({ email: link.email, role, passwordHash, appliedEnvPasswordHash: null }));
    await recordAudit(manager, { area: 'rep-account', subject: made.id, action: 'join', after: { email: made.email, role: made.role, invitedBy: link.createdBy }, accountId: made.id });
    return made;
  });
  return startSession(deps.dataSource, account, place, false);
}
