import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import type { DataSource, EntityManager } from 'typeorm';
import { RECOVERY_CODE_COUNT, type TotpSetup } from '../../../../shared/staff-accounts.js';
import { SECOND_FACTOR_NEEDED_MESSAGE, WRONG_CODE_MESSAGE } from '../../../../shared/staff-access.js';
import type { AppDeps } from '../../../core/app-deps.js';
import { AppError } from '../../../errors.js';
import { enqueueEmail } from '../../../mail/enqueue-email.js';
import { recordAudit } from '../../audit/api.js';
import { checkUnderPolicy, type PolicyOptions } from '../password-under-policy.js';
import { RepAccountEntity } from '../rep-account.entity.js';
import type { SignInClient } from '../sign-in-guard.js';
import { secondFactorChangedEmail } from './emails/second-factor-changed-email.js';
import { RecoveryCodeEntity } from './recovery-code.entity.js';
import { queryRows, sql } from '../../../db/sql.js';

const ISSUER = 'BeautyMatch back-office';
/** A code from the step before or after the current one still counts (a clock a little off, a slow typist). */
const TOLERANCE_SECONDS = 30;

const recoveryCodeHash = (accountId: string, code: string) => createHash('sha256').update(`${accountId}:${code.replace(/[\s-]/g, '').toLowerCase()}`).digest('hex');

/** A recovery code she can write down: 10 characters of an unambiguous alphabet (~50 bits), in two groups. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Starts setting up an authenticator: a new secret, kept aside until a code from it confirms it.
 * A session alone is not enough: her password is checked under the sign-in policy (a wrong one
 * counts as a failed sign-in), and when a second factor is on already, a current code from it or
 * a recovery code too (used up like at sign-in). Refused: 400 naming the field, nothing changes.
 */
export async function setUpTotp(dataSource: DataSource, input: TotpSetup, client: SignInClient & { accountId: string }, options: PolicyOptions): Promise<{ secret: string; otpauthUrl: string }> {
  const account = await dataSource.getRepository(RepAccountEntity).findOneByOrFail({ id: client.accountId });
  await checkUnderPolicy(
    dataSource,
    input.password,
    account,
    { ...client, account: account.id },
    options,
    {
      log: 'back-office second-factor change refused: wrong password',
      codeLog: 'back-office second-factor change refused: wrong current code',
      error: new AppError('BAD_REQUEST', 'That password is not correct.', 'password'),
      wrongCode: new AppError('BAD_REQUEST', WRONG_CODE_MESSAGE, 'code'),
      missingCode: new AppError('BAD_REQUEST', SECOND_FACTOR_NEEDED_MESSAGE, 'code'),
    },
    async (checked) => {
      if (!checked.totpSecret) return 'passed';
      if (!input.code) return 'missing';
      return (await checkSecondFactor(dataSource, checked, input.code)) ? 'passed' : 'wrong';
    },
  );
  const secret = generateSecret();
  await dataSource.getRepository(RepAccountEntity).update({ id: account.id }, { totpPendingSecret: secret });
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: account.email ?? 'owner', secret }) };
}

/** A code of `secret` for a step after `afterStep`, or null. */
async function matchingStep(secret: string, code: string, afterStep: string | null): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, ...(afterStep ? { afterTimeStep: Number(afterStep) } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Confirms the secret being set up (only `setUpTotp`, after its checks, makes one) with a code
 * from it: from now on she signs in with a code, and ten new recovery codes (shown this once,
 * stored hashed) replace any earlier ones. The change history records it and the account is
 * emailed, in the same transaction.
 */
export async function confirmTotp(deps: AppDeps, accountId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const confirmed = await deps.dataSource.transaction(async (manager) => {
    const [account] = await queryRows(manager, sql<{ email: string | null; totpSecret: string | null; totpPendingSecret: string | null }>`SELECT email, "totpSecret", "totpPendingSecret" FROM rep_account WHERE id = ${accountId}::uuid FOR UPDATE`);
    if (!account?.totpPendingSecret) throw new AppError('CONFLICT', 'Start the set-up again: there is no new authenticator waiting for its code.', 'code');
    const step = await matchingStep(account.totpPendingSecret, code, null);
    if (step === null) throw new AppError('BAD_REQUEST', WRONG_CODE_MESSAGE, 'code');
    const replacing = account.totpSecret !== null;
    await manager.update(RepAccountEntity, { id: accountId }, { totpSecret: account.totpPendingSecret, totpPendingSecret: null, totpLastStep: String(step) });
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await manager.delete(RecoveryCodeEntity, { accountId });
    await manager.insert(RecoveryCodeEntity, recoveryCodes.map((recoveryCode) => ({ accountId, codeHash: recoveryCodeHash(accountId, recoveryCode) })));
    await recordAudit(manager, { area: 'rep-account', subject: accountId, action: replacing ? 'replace second factor' : 'set up second factor' });
    // An owner who has not named her address yet has nobody to tell.
    if (account.email) {
      const payload = { accountId, change: replacing ? ('replaced' as const) : ('set up' as const) };
      await enqueueEmail(manager, secondFactorChangedEmail, { to: account.email, occasion: `second-factor:${randomUUID()}`, payload });
    }
    return { recoveryCodes };
  });
  deps.mail.wake();
  return confirmed;
}

/**
 * The second step of a sign-in whose password was right: a code of her authenticator, good once
 * (a step already used is refused, so a code seen over her shoulder does not sign in again), or
 * one of her recovery codes, which is used up. Wrong or reused: the sign-in fails.
 */
export async function checkSecondFactor(db: DataSource | EntityManager, account: RepAccountEntity, code: string): Promise<boolean> {
  if (!account.totpSecret) return true;
  if (/^[0-9]{6}$/.test(code)) {
    const step = await matchingStep(account.totpSecret, code, account.totpLastStep);
    if (step === null) return false;
    // Of two sign-ins with the same code at once, only the one that moves the step on gets in.
    const moved = await queryRows(db, sql<{ moved: number }>`WITH moved AS (UPDATE rep_account SET "totpLastStep" = ${step} WHERE id = ${account.id}::uuid AND ("totpLastStep" IS NULL OR "totpLastStep" < ${step}) RETURNING 1) SELECT 1 AS moved FROM moved`);
    return moved.length === 1;
  }
  const used = await queryRows(db, sql<{ '?column?': number }>`WITH used AS (DELETE FROM rep_recovery_code WHERE "codeHash" = ${recoveryCodeHash(account.id, code)} RETURNING 1) SELECT 1 FROM used`);
  return used.length === 1;
}
