import { createHash, randomBytes } from 'node:crypto';
import { type DataSource, LessThan } from 'typeorm';
import type { FastifyBaseLogger } from 'fastify';
import { REP_DEVICE_DAYS, REP_SESSION_HOURS, type RepPasswordChange, type SignInActivity } from '../../../shared/rep-auth.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { deviceSignInAdmissions, generatePassword, hashPassword, passwordChecks, signInAdmissions, trustedDeviceChecks, verifyPassword } from './password-hash.js';
import { RepCredentialEntity } from './rep-credential.entity.js';
import { RepDeviceEntity } from './rep-device.entity.js';
import { RepSessionEntity } from './rep-session.entity.js';
import { admitSignIn, sha256, type SignInClient, type SignInVerdict, withdrawAttempt } from './sign-in-guard.js';

const CREDENTIAL_ID = 1;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes sure a password exists. REP_PASSWORD, when set and different from the one applied last,
 * replaces the password (so changing it and restarting changes the password, even one she chose
 * in the dashboard); the same REP_PASSWORD again leaves her dashboard choice alone. Without it a
 * random one is created once and returned so the caller can print it; later starts return undefined.
 */
export async function ensureRepPassword(dataSource: DataSource, fromEnv: string | undefined): Promise<string | undefined> {
  const repository = dataSource.getRepository(RepCredentialEntity);
  const existing = await repository.findOneBy({ id: CREDENTIAL_ID });
  if (fromEnv) {
    const applied = existing?.appliedEnvPasswordHash;
    if (!existing || !applied || !(await verifyPassword(fromEnv, applied))) {
      const passwordHash = await hashPassword(fromEnv);
      await repository.upsert({ id: CREDENTIAL_ID, passwordHash, appliedEnvPasswordHash: passwordHash }, ['id']);
    }
    return undefined;
  }
  if (existing) return undefined;
  const generated = generatePassword();
  // Two processes starting together: only the first insert wins, and only it prints.
  const result = await repository
    .createQueryBuilder()
    .insert()
    .values({ id: CREDENTIAL_ID, passwordHash: await hashPassword(generated) })
    .orIgnore()
    .execute();
  return Array.isArray(result.raw) && result.raw.length > 0 ? generated : undefined;
}

export interface RepSession {
  token: string;
  expiresAt: Date;
}

export interface SignInResult {
  session: RepSession;
  /** A new device cookie's token, when this browser was not trusted yet. */
  deviceToken?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks a password under the sign-in policy (see sign-in-guard.ts): the attempt is counted as a
 * failure before anything else, then refused or slowed down, then checked (a few at a time in
 * the process, see password-hash.ts). A wrong password keeps its failure and is logged (the
 * address only as a hash) before `wrong` is thrown; a right one, or one never checked, takes it back.
 */
async function checkUnderPolicy(
  dataSource: DataSource,
  password: string,
  client: SignInClient,
  options: { stepMs: number; log?: FastifyBaseLogger },
  wrong: { log: string; error: AppError },
): Promise<SignInVerdict> {
  const admissions = client.deviceToken ? deviceSignInAdmissions : signInAdmissions;
  const verdict = await admissions.run(() => admitSignIn(dataSource, client, options.stepMs));
  let correct: boolean;
  try {
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    const credential = await dataSource.getRepository(RepCredentialEntity).findOneBy({ id: CREDENTIAL_ID });
    const checks = verdict.trustedDevice ? trustedDeviceChecks : passwordChecks;
    correct = credential !== null && (await checks.run(() => verifyPassword(password, credential.passwordHash)));
  } catch (error) {
    await withdrawAttempt(dataSource, verdict);
    throw error;
  }
  if (!correct) {
    options.log?.warn({ address: verdict.addressHash.slice(0, 12), knownDevice: verdict.trustedDevice }, wrong.log);
    throw wrong.error;
  }
  await withdrawAttempt(dataSource, verdict);
  return verdict;
}

/**
 * Signs in when the password is right (see checkUnderPolicy). Success starts a session,
 * remembers the time for "since your last visit", and trusts this browser from now on.
 */
export async function signIn(
  dataSource: DataSource,
  password: string,
  client: SignInClient,
  options: { stepMs: number; log?: FastifyBaseLogger },
): Promise<SignInResult> {
  const verdict = await checkUnderPolicy(dataSource, password, client, options, {
    log: 'representative sign-in failed: wrong password',
    error: new AppError('UNAUTHORIZED', 'That password is not correct.', 'password'),
  });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REP_SESSION_HOURS * 3600_000);
  const sessions = dataSource.getRepository(RepSessionEntity);
  await sessions.insert({ tokenHash: hashToken(token), expiresAt });
  await sessions.delete({ expiresAt: LessThan(new Date()) });
  await dataSource.query(`UPDATE rep_credential SET "previousSignInAt" = "lastSignInAt", "lastSignInAt" = now() WHERE id = $1`, [CREDENTIAL_ID]);
  const session = { token, expiresAt };
  if (verdict.trustedDevice) return { session };
  const deviceToken = randomBytes(32).toString('base64url');
  await dataSource.getRepository(RepDeviceEntity).insert({ tokenHash: sha256(deviceToken), expiresAt: new Date(Date.now() + REP_DEVICE_DAYS * 86_400_000) });
  return { session, deviceToken };
}

/** Failed sign-ins since her previous visit, for the dashboard. */
export async function signInActivity(dataSource: DataSource): Promise<SignInActivity> {
  const credential = await dataSource.getRepository(RepCredentialEntity).findOneBy({ id: CREDENTIAL_ID });
  const since = credential?.previousSignInAt ?? null;
  const [row] = await dataSource.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE $1::timestamptz IS NULL OR "failedAt" > $1::timestamptz`,
    [since],
  );
  return { failedSinceLastVisit: row?.n ?? 0, lastVisitAt: since ? since.toISOString() : null };
}

/**
 * Changes the password from the dashboard. The current password is checked under the sign-in
 * policy (a wrong one counts as a failed sign-in from that address), and every other session
 * ends: whoever else was signed in with the old password is signed out. The change history
 * records that it happened (and how many other sessions ended), nothing of the password.
 */
export async function changePassword(
  dataSource: DataSource,
  input: RepPasswordChange,
  client: SignInClient & { sessionToken: string | undefined },
  options: { stepMs: number; log?: FastifyBaseLogger },
): Promise<void> {
  await checkUnderPolicy(dataSource, input.currentPassword, client, options, {
    log: 'representative password change refused: wrong current password',
    error: new AppError('BAD_REQUEST', 'The current password is not correct.', 'currentPassword'),
  });
  const passwordHash = await passwordChecks.run(() => hashPassword(input.newPassword));
  const keep = client.sessionToken ? hashToken(client.sessionToken) : '';
  await dataSource.transaction(async (manager) => {
    await manager.update(RepCredentialEntity, { id: CREDENTIAL_ID }, { passwordHash });
    const ended = await manager.query<unknown[]>(`WITH gone AS (DELETE FROM rep_session WHERE "tokenHash" <> $1 RETURNING 1) SELECT 1 FROM gone`, [keep]);
    // The history says when, never what: no password and no hash is recorded.
    await recordAudit(manager, { area: 'rep-account', subject: 'password', action: 'change password', after: { otherSessionsEnded: ended.length } });
  });
}

/** Ends every session, this one included, and forgets every trusted browser. */
export async function signOutEverywhere(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query(`DELETE FROM rep_session`);
    await manager.query(`DELETE FROM rep_device`);
  });
}

export async function signOut(dataSource: DataSource, token: string | undefined): Promise<void> {
  if (token) await dataSource.getRepository(RepSessionEntity).delete({ tokenHash: hashToken(token) });
}

export async function isSignedIn(dataSource: DataSource, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const session = await dataSource.getRepository(RepSessionEntity).findOneBy({ tokenHash: hashToken(token) });
  return Boolean(session && session.expiresAt > new Date());
}

export async function requireRep(dataSource: DataSource, token: string | undefined): Promise<void> {
  if (!(await isSignedIn(dataSource, token))) {
    throw new AppError('UNAUTHORIZED', 'Sign in as the representative to see this.');
  }
}
