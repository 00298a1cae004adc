import { createHash, randomBytes } from 'node:crypto';
import { type DataSource, LessThan } from 'typeorm';
import { REP_SESSION_HOURS } from '../../../shared/rep-auth.js';
import { AppError } from '../../errors.js';
import { generatePassword, hashPassword, verifyPassword } from './password-hash.js';
import { RepCredentialEntity } from './rep-credential.entity.js';
import { RepSessionEntity } from './rep-session.entity.js';

const CREDENTIAL_ID = 1;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes sure a password exists. REP_PASSWORD, when set, always wins (so changing it and
 * restarting changes the password). Otherwise a random one is created once and returned so
 * the caller can print it; later starts return undefined.
 */
export async function ensureRepPassword(dataSource: DataSource, fromEnv: string | undefined): Promise<string | undefined> {
  const repository = dataSource.getRepository(RepCredentialEntity);
  const existing = await repository.findOneBy({ id: CREDENTIAL_ID });
  if (fromEnv) {
    if (!existing || !(await verifyPassword(fromEnv, existing.passwordHash))) {
      await repository.upsert({ id: CREDENTIAL_ID, passwordHash: await hashPassword(fromEnv) }, ['id']);
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

export async function signIn(dataSource: DataSource, password: string): Promise<RepSession> {
  const credential = await dataSource.getRepository(RepCredentialEntity).findOneBy({ id: CREDENTIAL_ID });
  if (!credential || !(await verifyPassword(password, credential.passwordHash))) {
    throw new AppError('UNAUTHORIZED', 'That password is not correct.', 'password');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REP_SESSION_HOURS * 3600_000);
  const sessions = dataSource.getRepository(RepSessionEntity);
  await sessions.insert({ tokenHash: hashToken(token), expiresAt });
  await sessions.delete({ expiresAt: LessThan(new Date()) });
  return { token, expiresAt };
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
