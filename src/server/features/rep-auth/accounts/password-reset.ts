import { IsNull } from 'typeorm';
import { PASSWORD_RESET_MINUTES } from '../../../../shared/staff-accounts.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { enqueueVisitorEmail } from '../../../mail/visitor-mail.js';
import { recordAudit } from '../../audit/api.js';
import { hashPassword, passwordChecks } from '../password-hash.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { endOtherSessions } from '../rep-auth.service.js';
import { useAccountLink } from './account-links.js';
import { passwordResetEmail } from './emails/account-link-emails.js';
import { queryRows, sql } from '../../../db/sql.js';

/**
 * The request's one statement, the same for every address: earlier unused reset links of the
 * address stop working and a new one is made, naming the address's account or, for an address
 * without one, none (its email is then skipped by the mail worker, and nothing can use it).
 */
const newResetLink = (email: string) => sql<{ id: string }>`
  WITH replaced AS (
    UPDATE rep_account_link SET "expiresAt" = now()
     WHERE kind = 'password-reset' AND email = ${email} AND "usedAt" IS NULL AND "expiresAt" > now())
  INSERT INTO rep_account_link (kind, email, "accountId", "expiresAt")
  SELECT 'password-reset', ${email}::varchar, (SELECT id FROM rep_account WHERE email = ${email} AND "removedAt" IS NULL), now() + make_interval(mins => ${PASSWORD_RESET_MINUTES})
  RETURNING id`;

/**
 * Emails a reset link when the address has an account. The answer is the same either way (the
 * route answers `{ sent: true }`), and so is the work on the way to it: the same statements run
 * for every address (a link and a queued message), and whether the address has an account is
 * decided only when the mail worker draws the message, after the answer. So neither the answer
 * nor its time tells which addresses have accounts.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  await deps.dataSource.transaction(async (manager) => {
    const [link] = await queryRows(manager, newResetLink(email));
    await enqueueVisitorEmail(deps, manager, passwordResetEmail, { to: email, occasion: `rep-link:${link!.id}`, payload: { linkId: link!.id } });
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
