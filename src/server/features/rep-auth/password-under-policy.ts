import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.js';
import { SECOND_FACTOR_NEEDED_MESSAGE, WRONG_CODE_MESSAGE } from '../../../shared/staff-access.js';
import { deviceSignInAdmissions, hashPassword, passwordChecks, signInAdmissions, trustedDeviceChecks, verifyPassword } from './password-hash.js';
import type { RepAccountEntity } from './rep-account.entity.js';
import { admitSignIn, cookieNamesAccount, type SignInClient, type SignInVerdict, withdrawAttempt } from './sign-in-guard.js';

export interface PolicyOptions {
  stepMs: number;
  log?: FastifyBaseLogger;
}

/** What a refused check answers: a wrong password, and (with a second step) a wrong or missing code. */
interface Refusals {
  log: string;
  error: AppError;
  wrongCode?: AppError;
  missingCode?: AppError;
  /** What the log says of a wrong code. */
  codeLog?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hash no password matches, checked for an unknown address so its answer takes as long as a known one's. */
let decoyHash: Promise<string> | undefined;

/** The second step after a right password: a code, when the account has a second factor. */
export type SecondStep = (account: RepAccountEntity) => Promise<'passed' | 'missing' | 'wrong'>;

/**
 * Checks a password (and a second-factor code) under the sign-in policy (see sign-in-guard.ts):
 * the attempt is counted as a failure before anything else, then refused or slowed down, then
 * checked (a few at a time in the process, see password-hash.ts). A wrong password or code keeps
 * its failure and is logged (the address only as a hash) before the error is thrown; a right one,
 * one never checked, or a right password still waiting for its code, takes it back. Sign-in,
 * password change and second-factor changes all check through here.
 */
export async function checkUnderPolicy(
  dataSource: DataSource,
  password: string,
  account: RepAccountEntity | null,
  client: SignInClient,
  options: PolicyOptions,
  refusals: Refusals,
  secondStep: SecondStep = async () => 'passed',
): Promise<SignInVerdict> {
  // Only a cookie that names this account has a lane of its own; another account's is a stranger's.
  const admissions = cookieNamesAccount(client) ? deviceSignInAdmissions : signInAdmissions;
  const verdict = await admissions.run(() => admitSignIn(dataSource, client, options.stepMs));
  let correct: boolean;
  try {
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    const checks = verdict.trustedDevice ? trustedDeviceChecks : passwordChecks;
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const stored = account?.passwordHash ?? (await decoyHash);
    correct = (await checks.run(() => verifyPassword(password, stored))) && account !== null;
  } catch (error) {
    await withdrawAttempt(dataSource, verdict);
    throw error;
  }
  if (!correct) {
    options.log?.warn({ address: verdict.addressHash.slice(0, 12), knownDevice: verdict.trustedDevice }, refusals.log);
    throw refusals.error;
  }
  const second = await secondStep(account!).catch(async (error: unknown) => {
    await withdrawAttempt(dataSource, verdict);
    throw error;
  });
  if (second === 'wrong') {
    options.log?.warn({ address: verdict.addressHash.slice(0, 12), knownDevice: verdict.trustedDevice }, refusals.codeLog ?? 'back-office sign-in failed: wrong second-factor code');
    throw refusals.wrongCode ?? new AppError('UNAUTHORIZED', WRONG_CODE_MESSAGE, 'code');
  }
  await withdrawAttempt(dataSource, verdict);
  if (second === 'missing') throw refusals.missingCode ?? new AppError('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_NEEDED_MESSAGE, 'code');
  return verdict;
}
