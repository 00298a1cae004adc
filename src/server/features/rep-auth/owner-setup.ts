import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { generatePassword, hashPassword, verifyPassword } from './password-hash.js';
import { recordAudit } from '../audit/api.js';
import { RepAccountEntity } from './rep-account.entity.js';
import { RecoveryCodeEntity } from './second-factor/recovery-code.entity.js';
import { execute, sql } from '../../db/sql.js';

export interface OwnerSetup {
  /** REP_EMAIL: names the owner of a new shop, or the owner of an older one who has none yet. */
  email?: string;
  /** REP_PASSWORD: the owner's password on a new shop, and her way back in (see below). */
  password?: string;
}

/** The owner REP_PASSWORD acts for: the one REP_EMAIL names, else the first owner. */
async function envOwner(manager: EntityManager, email: string | undefined): Promise<RepAccountEntity | null> {
  const owners = await manager.getRepository(RepAccountEntity).find({ where: { role: 'owner' }, order: { createdAt: 'ASC' } });
  const active = owners.filter((owner) => owner.removedAt === null);
  return active.find((owner) => email !== undefined && owner.email === email) ?? active[0] ?? null;
}

/**
 * Makes sure the shop has an owner. A new shop's owner is made from REP_EMAIL and REP_PASSWORD
 * (without REP_PASSWORD a random one is made and returned once, for the caller to print; later
 * starts return undefined). On a shop that has one: REP_PASSWORD, when set and different from
 * the one applied last, replaces her password and clears her second factor (changing it and
 * restarting is the way back in; the same REP_PASSWORD again leaves a password she chose in the
 * dashboard alone), and REP_EMAIL names an owner who has no address yet.
 */
export async function ensureOwner(dataSource: DataSource, setup: OwnerSetup): Promise<string | undefined> {
  const email = setup.email?.trim().toLowerCase() || undefined;
  return dataSource.transaction(async (manager) => {
    // Two processes starting together take turns: only the first makes the owner, and only it prints.
    await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(hashtext('rep-owner-setup'))`);
    const accounts = manager.getRepository(RepAccountEntity);
    const owner = await envOwner(manager, email);
    if (!owner) {
      const generated = setup.password ? undefined : generatePassword();
      const passwordHash = await hashPassword(setup.password ?? generated ?? '');
      await accounts.insert({ email: email ?? null, role: 'owner', passwordHash, appliedEnvPasswordHash: setup.password ? passwordHash : null });
      return generated;
    }
    if (email && owner.email === null) {
      const taken = await accounts.exists({ where: { email, removedAt: IsNull() } });
      if (!taken) await accounts.update({ id: owner.id }, { email });
    }
    if (setup.password) {
      const applied = owner.appliedEnvPasswordHash;
      if (!applied || !(await verifyPassword(setup.password, applied))) {
        // Her way back in: the new password alone signs her in, so a lost phone does not keep her out.
        const passwordHash = await hashPassword(setup.password);
        await accounts.update({ id: owner.id }, { passwordHash, appliedEnvPasswordHash: passwordHash, totpSecret: null, totpPendingSecret: null, totpLastStep: null });
        await manager.delete(RecoveryCodeEntity, { accountId: owner.id });
        if (applied) await recordAudit(manager, { area: 'rep-account', subject: owner.id, action: 'reset from REP_PASSWORD', after: { secondFactorCleared: owner.totpSecret !== null }, accountId: null });
      }
    }
    return undefined;
  });
}
