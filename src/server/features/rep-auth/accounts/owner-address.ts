import { IsNull } from 'typeorm';
import { OWNER_EMAIL_LINK_HOURS } from '../../../../shared/staff-accounts.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { enqueueEmail } from '../../../mail/enqueue-email.js';
import { isUniqueViolation } from '../../../db/postgres-errors.js';
import { recordAudit } from '../../audit/api.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import { createAccountLink, useAccountLink } from './account-links.js';
import { ownerAddressEmail } from './emails/account-link-emails.js';

/**
 * The owner of a shop set up before accounts names her address: a link is emailed to it, and
 * only its click makes it hers (until then she still signs in with the password alone).
 */
export async function requestOwnerAddress(deps: AppDeps, accountId: string, email: string): Promise<void> {
  await deps.dataSource.transaction(async (manager) => {
    const accounts = manager.getRepository(RepAccountEntity);
    const account = await accounts.findOneBy({ id: accountId, removedAt: IsNull() });
    if (!account || account.email !== null) throw new AppError('CONFLICT', 'Your account already has its address.', 'email');
    if (await accounts.exists({ where: { email, removedAt: IsNull() } })) throw new AppError('CONFLICT', 'That address already has an account.', 'email');
    const link = await createAccountLink(manager, { kind: 'owner-email', email, accountId }, OWNER_EMAIL_LINK_HOURS * 60);
    await enqueueEmail(manager, ownerAddressEmail, { to: email, occasion: `rep-link:${link.id}`, payload: { linkId: link.id } });
  });
  deps.mail.wake();
}

export async function confirmOwnerAddress(deps: AppDeps, token: string): Promise<{ email: string }> {
  try {
    return await deps.dataSource.transaction(async (manager) => {
      const link = await useAccountLink(manager, deps.mail.signer, 'owner-email', token);
      const changed = await manager.update(RepAccountEntity, { id: link.accountId ?? '', email: IsNull(), removedAt: IsNull() }, { email: link.email });
      if (!changed.affected) throw new AppError('BAD_REQUEST', 'This account already has its address.', 'token');
      await recordAudit(manager, { area: 'rep-account', subject: link.accountId ?? '', action: 'confirm address', after: { email: link.email }, accountId: link.accountId });
      return { email: link.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'That address already has an account.', 'token');
    throw error;
  }
}
