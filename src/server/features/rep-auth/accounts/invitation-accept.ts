import { IsNull } from 'typeorm';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../../audit/api.js';
import { hashPassword, passwordChecks } from '../password-hash.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { type SignInPlace, type SignInResult, startSession } from '../rep-auth.service.js';
import { useAccountLink } from './account-links.js';

/**
 * Accepts an invitation: the link reached her address, so the account is made with it, her
 * password and the role she was invited to, and she is signed in.
 */
export async function acceptInvitation(deps: AppDeps, input: { token: string; password: string }, place: SignInPlace): Promise<SignInResult> {
  const passwordHash = await passwordChecks.run(() => hashPassword(input.password));
  const account = await deps.dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('rep-accounts'))`);
    const link = await useAccountLink(manager, deps.mail.signer, 'invitation', input.token);
    const accounts = manager.getRepository(RepAccountEntity);
    if (await accounts.exists({ where: { email: link.email, removedAt: IsNull() } })) {
      throw new AppError('CONFLICT', 'That address already has an account: sign in instead.', 'token');
    }
    const made = await accounts.save(accounts.create({ email: link.email, role: link.role ?? 'staff', passwordHash, appliedEnvPasswordHash: null }));
    await recordAudit(manager, { area: 'rep-account', subject: made.id, action: 'join', after: { email: made.email, role: made.role, invitedBy: link.createdBy }, accountId: made.id });
    return made;
  });
  return startSession(deps.dataSource, account, place, false);
}
