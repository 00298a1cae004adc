import { randomBytes } from 'node:crypto';
import { type DataSource, IsNull, LessThan } from 'typeorm';
import { REP_DEVICE_DAYS, REP_SESSION_HOURS, type RepPasswordChange, type RepSignIn, type SignInActivity } from '../../../shared/rep-auth.js';
import type { ActingAccount } from '../../core/acting-account.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { hashPassword, passwordChecks } from './password-hash.js';
import { checkUnderPolicy, type PolicyOptions, type SecondStep } from './password-under-policy.js';
import { RepAccountEntity } from './rep-account.entity.js';
import { RepDeviceEntity } from './rep-device.entity.js';
import { RepSessionEntity } from './rep-session.entity.js';
import { deviceCookieValue, sha256, type SignInClient } from './sign-in-guard.js';
import { hashSessionToken } from './signed-in-account.js';
import { checkSecondFactor } from './second-factor/totp.service.js';
import { execute, queryRows, sql, type Database } from '../../db/sql.js';

export interface RepSession {
  token: string;
  expiresAt: Date;
}

export interface SignInResult {
  account: Pick<ActingAccount, 'email' | 'role' | 'secondFactor'>;
  session: RepSession;
  /** A new device cookie's token, when this browser was not trusted yet. */
  deviceToken?: string;
}

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SignInPlace extends SignInClient {
  userAgent?: string;
}

/**
 * The account a sign-in names: the active one with that address, or, without an address, the
 * owner of a shop set up before accounts until she has confirmed hers.
 */
async function accountSignedInto(dataSource: DataSource, email: string | undefined): Promise<RepAccountEntity | null> {
  const accounts = dataSource.getRepository(RepAccountEntity);
  if (email) return accounts.findOneBy({ email, removedAt: IsNull() });
  const unnamedOwner = await accounts.findOneBy({ email: IsNull(), role: 'owner', removedAt: IsNull() });
  if (!unnamedOwner) throw new AppError('BAD_REQUEST', 'Enter your email address', 'email');
  return unnamedOwner;
}

/**
 * Signs in when the email and password match (see checkUnderPolicy). Success starts a session,
 * remembers the time for "since your last visit", and trusts this browser from now on.
 */
export async function signIn(dataSource: DataSource, input: RepSignIn, client: SignInPlace, options: PolicyOptions): Promise<SignInResult> {
  const account = await accountSignedInto(dataSource, input.email);
  const wrong = {
    log: 'back-office sign-in failed: wrong email or password',
    error: input.email
      ? new AppError('UNAUTHORIZED', 'That email and password do not match an account.', 'password')
      : new AppError('UNAUTHORIZED', 'That password is not correct.', 'password'),
  };
  const secondStep: SecondStep = async (signingIn) => {
    if (!signingIn.totpSecret) return 'passed';
    if (!input.code) return 'missing';
    return (await checkSecondFactor(dataSource, signingIn, input.code)) ? 'passed' : 'wrong';
  };
  const target = { account: account?.id ?? input.email, ...(account ? { accountId: account.id } : {}) };
  const verdict = await checkUnderPolicy(dataSource, input.password, account, { ...client, ...target }, options, wrong, secondStep);
  return startSession(dataSource, account!, client, verdict.trustedDevice);
}

/** A new session for the account (and a device cookie when this browser is not trusted for this account yet). */
export async function startSession(dataSource: DataSource, account: RepAccountEntity, place: SignInPlace, trustedDevice: boolean): Promise<SignInResult> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REP_SESSION_HOURS * 3600_000);
  const sessions = dataSource.getRepository(RepSessionEntity);
  await sessions.insert({ tokenHash: hashSessionToken(token), accountId: account.id, expiresAt, userAgent: place.userAgent?.slice(0, 300) ?? null, address: place.address.slice(0, 64) });
  await sessions.delete({ expiresAt: LessThan(new Date()) });
  await execute(dataSource, sql`UPDATE rep_account SET "previousSignInAt" = "lastSignInAt", "lastSignInAt" = now() WHERE id = ${account.id}::uuid`);
  const session = { token, expiresAt };
  const signedIn = { email: account.email, role: account.role, secondFactor: account.totpSecret !== null };
  if (trustedDevice) return { account: signedIn, session };
  // The cookie names the account, and so does its row: it is trusted for this account only.
  const deviceToken = deviceCookieValue(account.id, randomBytes(32).toString('base64url'));
  await dataSource.getRepository(RepDeviceEntity).insert({ tokenHash: sha256(deviceToken), accountId: account.id, expiresAt: new Date(Date.now() + REP_DEVICE_DAYS * 86_400_000) });
  return { account: signedIn, session, deviceToken };
}

/** Failed sign-ins anywhere since her previous visit, for the dashboard. */
export async function signInActivity(dataSource: DataSource, accountId: string): Promise<SignInActivity> {
  const account = await dataSource.getRepository(RepAccountEntity).findOneBy({ id: accountId });
  const since = account?.previousSignInAt ?? null;
  const [row] = await queryRows(dataSource, sql<{ n: number }>`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE ${since}::timestamptz IS NULL OR "failedAt" > ${since}::timestamptz`);
  return { failedSinceLastVisit: row?.n ?? 0, lastVisitAt: since ? since.toISOString() : null };
}

/** Ends every session of the account but `keepSessionId`; returns how many ended. */
export async function endOtherSessions(manager: Database, accountId: string, keepSessionId: string | null): Promise<number> {
  const ended = await queryRows(manager, sql<{ ended: number }>`WITH gone AS (DELETE FROM rep_session WHERE "accountId" = ${accountId}::uuid AND (${keepSessionId}::uuid IS NULL OR id <> ${keepSessionId}::uuid) RETURNING 1) SELECT 1 AS ended FROM gone`);
  return ended.length;
}

/**
 * Changes her password from the dashboard. The current password is checked under the sign-in
 * policy (a wrong one counts as a failed sign-in from that address), and every other session of
 * hers ends. The change history records that it happened (and how many other sessions ended),
 * nothing of the password.
 */
export async function changePassword(
  dataSource: DataSource,
  input: RepPasswordChange,
  client: SignInClient & { accountId: string; sessionId: string },
  options: PolicyOptions,
): Promise<void> {
  const account = await dataSource.getRepository(RepAccountEntity).findOneBy({ id: client.accountId });
  await checkUnderPolicy(dataSource, input.currentPassword, account, { ...client, account: client.accountId }, options, {
    log: 'back-office password change refused: wrong current password',
    error: new AppError('BAD_REQUEST', 'The current password is not correct.', 'currentPassword'),
  });
  const passwordHash = await passwordChecks.run(() => hashPassword(input.newPassword));
  await dataSource.transaction(async (manager) => {
    await manager.update(RepAccountEntity, { id: client.accountId }, { passwordHash });
    const otherSessionsEnded = await endOtherSessions(manager, client.accountId, client.sessionId);
    // The history says when, never what: no password and no hash is recorded.
    await recordAudit(manager, { area: 'rep-account', subject: client.accountId, action: 'change password', after: { otherSessionsEnded } });
  });
}

/** Ends every session of hers, this one included, and forgets every browser she signed in from. */
export async function signOutEverywhere(dataSource: DataSource, accountId: string): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await endOtherSessions(manager, accountId, null);
    await execute(manager, sql`DELETE FROM rep_device WHERE "accountId" = ${accountId}::uuid`);
  });
}

export async function signOut(dataSource: DataSource, token: string | undefined): Promise<void> {
  if (token) await dataSource.getRepository(RepSessionEntity).delete({ tokenHash: hashSessionToken(token) });
}
