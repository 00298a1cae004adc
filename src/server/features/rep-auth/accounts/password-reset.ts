import { IsNull } from 'typeorm';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/staff-accounts.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { enqueueVisitorEmail } from '../../../mail/visitor-mail.js';
import { recordAudit } from '../../audit/api.js';
import { hashPassword, passwordChecks } from '../password-hash.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { endOtherSessions } from '../rep-auth.service.js';
import { createAccountLink, useAccountLink } from './account-links.js';
import { passwordResetEmail } from './emails/account-link-emails.js';

/**
 * Emails a reset link when the address has an account. The answer is the same either way (the
 * route answers `{ sent: true }`), so nobody learns which addresses have accounts.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await deps.dataSource.transaction(async (manager) => {
    const account = await manager.getRepository(RepAccountEntity).findOneBy({ email, removedAt: IsNull() });
    if (!account) return;
    const link = await createAccountLink(manager, { kind: 'password-reset', email, accountId: account.id }, PASSWORD_RESET_MINUTES);
    await enqueueVisitorEmail(deps, manager, passwordResetEmail, { to: email, occasion: `rep-link:${link.id}`, payload: { linkId: link.id } });
  });
  deps.mail.wake();
}

/** Sets the new password from a reset link, once; every session of the account ends. */
export async function resetPassword(deps: AppDeps, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await passwordChecks.run(() => hashPassword(input.password));
  await deps.dataSource.transaction(async (manager) => {
    const link = await useAccountLink(manager, deps.mail.signer, 'password-reset', input.token);
    const account = link.accountId ? await manager.getRepository(RepAccountEntity).findOneBy({ id: link.accountId, removedAt: IsNull() }) : null;
    if (!account) throw new AppError('BAD_REQUEST', 'This account was removed.', 'token');
    await manager.update(RepAccountEntity, { id: account.id }, { passwordHash });
    const sessionsEnded = await endOtherSessions(manager, account.id, null);
    await recordAudit(manager, { area: 'rep-account', subject: account.id, action: 'reset password', after: { sessionsEnded }, accountId: account.id });
  });
}
