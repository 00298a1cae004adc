import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  SIGN_IN_BLOCK_FAILURES,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_GLOBAL_FAILURES_PER_STEP,
  SIGN_IN_GLOBAL_MAX_DELAY_MS,
  SIGN_IN_MAX_DELAY_MS,
  SIGN_IN_WINDOW_MINUTES,
} from '../../../shared/rep-auth.js';
import { AppError } from '../../errors.js';

/** How long an attempt turned away because another from the same place is being checked should wait. */
const TURN_RETRY_SECONDS = 1;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SignInClient {
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string;
  /** The account the attempt is for (the email typed, lower-case): its failures count against it too. */
  account?: string;
}

export interface SignInVerdict {
  /** How long to wait before checking the password. */
  delayMs: number;
  addressHash: string;
  /** The device cookie's hash, whether trusted or not (its failures are its own). */
  deviceHash: string | null;
  trustedDevice: boolean;
  /** The failure recorded for this attempt before its password is checked. */
  attemptId: string;
}

const WINDOW = `interval '${SIGN_IN_WINDOW_MINUTES} minutes'`;

/** Failures beyond the free ones wait one step, then two, four…, up to the longest wait. */
function slowDown(failures: number, stepMs: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, stepMs * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

type Queryable = Pick<EntityManager, 'query'>;

async function count(db: Queryable, where: string, parameters: unknown[]): Promise<number> {
  const [row] = await db.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - ${WINDOW} ${where}`,
    parameters,
  );
  return row?.n ?? 0;
}

async function trustedDevice(db: Queryable, deviceHash: string): Promise<boolean> {
  const [row] = await db.query<Array<{ ok: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM rep_device WHERE "tokenHash" = $1 AND "revokedAt" IS NULL AND "expiresAt" > now()) AS ok`,
    [deviceHash],
  );
  return row?.ok ?? false;
}

/** Minutes until the address's failures drop below the block threshold again. */
async function minutesUntilUnblocked(dataSource: DataSource, hash: string): Promise<number> {
  const [row] = await dataSource.query<Array<{ seconds: number }>>(
    `SELECT GREATEST(0, EXTRACT(EPOCH FROM (f."failedAt" + ${WINDOW} - now())))::int AS seconds
       FROM rep_sign_in_failure f
      WHERE f."addressHash" = $1 AND f."failedAt" > now() - ${WINDOW}
      ORDER BY f."failedAt" DESC OFFSET $2 LIMIT 1`,
    [hash, SIGN_IN_BLOCK_FAILURES - 1],
  );
  return Math.max(1, Math.ceil((row?.seconds ?? 60) / 60));
}

/**
 * One attempt at a time per address (or device cookie), for the length of its transaction: the
 * count it reads already holds every attempt before it. Another attempt arriving meanwhile is
 * turned away at once (429) instead of waiting, so a flood from one address cannot hold the
 * database connections every other visitor needs.
 */
async function takeTurn(manager: EntityManager, who: string): Promise<void> {
  const [row] = await manager.query<Array<{ taken: boolean }>>(`SELECT pg_try_advisory_xact_lock(hashtext('rep-sign-in:' || $1)) AS taken`, [who]);
  if (!row?.taken) {
    throw new AppError('TOO_MANY_REQUESTS', 'A sign-in from here is already being checked. Please try again in a moment.', undefined, {
      retryAfterSeconds: TURN_RETRY_SECONDS,
    });
  }
}

/** Written before the password is checked, as if it will fail; a right password takes it back. */
async function recordAttempt(manager: EntityManager, addressHash: string, deviceHash: string | null, accountHash: string | null): Promise<string> {
  const [row] = await manager.query<Array<{ id: string }>>(
    `INSERT INTO rep_sign_in_failure ("addressHash", "deviceHash", "accountHash") VALUES ($1, $2, $3) RETURNING "id"`,
    [addressHash, deviceHash, accountHash],
  );
  return String(row!.id);
}

type Admission = { verdict: SignInVerdict } | { blocked: true };

/**
 * Admits an attempt before its password is checked, counting it first: the attempt is recorded
 * as a failure in the same turn that reads the count, so N parallel attempts can never pass a
 * limit below N. A trusted device is judged by its own failures only (too many, and it is
 * trusted no more). Anyone else: an address with too many failures is refused (429) whatever
 * the password; fewer failures, failures against the same account, or many failures elsewhere
 * only make it wait, so the right password from a new address still gets in.
 */
export async function admitSignIn(dataSource: DataSource, client: SignInClient, stepMs: number): Promise<SignInVerdict> {
  const addressHash = sha256(`rep-sign-in:${client.address}`);
  const deviceHash = client.deviceToken && client.deviceToken.length <= 100 ? sha256(client.deviceToken) : null;
  const accountHash = client.account ? sha256(`rep-account:${client.account}`) : null;
  const admission = await dataSource.transaction(async (manager): Promise<Admission> => {
    if (deviceHash && (await trustedDevice(manager, deviceHash))) {
      await takeTurn(manager, `device:${deviceHash}`);
      const own = await count(manager, `AND "deviceHash" = $1`, [deviceHash]);
      if (own < SIGN_IN_BLOCK_FAILURES) {
        const attemptId = await recordAttempt(manager, addressHash, deviceHash, accountHash);
        return { verdict: { delayMs: slowDown(own, stepMs), addressHash, deviceHash, trustedDevice: true, attemptId } };
      }
      await manager.query(`UPDATE rep_device SET "revokedAt" = now() WHERE "tokenHash" = $1 AND "revokedAt" IS NULL`, [deviceHash]);
    }
    await takeTurn(manager, `address:${addressHash}`);
    const fromAddress = await count(manager, `AND "addressHash" = $1`, [addressHash]);
    if (fromAddress >= SIGN_IN_BLOCK_FAILURES) return { blocked: true };
    // An account's failures from anywhere slow its sign-ins down (one step more for every few, up
    // to 3 s) but never refuse them: a refusal would let anyone keep her out of every new browser.
    const forAccount = accountHash ? await count(manager, `AND "accountHash" = $1`, [accountHash]) : 0;
    const everywhere = await count(manager, '', []);
    const globalDelay = Math.min(SIGN_IN_GLOBAL_MAX_DELAY_MS, stepMs * Math.floor(everywhere / SIGN_IN_GLOBAL_FAILURES_PER_STEP));
    const attemptId = await recordAttempt(manager, addressHash, deviceHash, accountHash);
    const accountDelay = Math.min(SIGN_IN_GLOBAL_MAX_DELAY_MS, stepMs * Math.floor(forAccount / SIGN_IN_FREE_FAILURES));
    const delayMs = Math.max(slowDown(fromAddress, stepMs), accountDelay, globalDelay);
    return { verdict: { delayMs, addressHash, deviceHash, trustedDevice: false, attemptId } };
  });
  if ('verdict' in admission) return admission.verdict;
  const minutes = await minutesUntilUnblocked(dataSource, addressHash);
  throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-ins from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    retryAfterSeconds: minutes * 60,
  });
}

/** The attempt was not a failure after all (right password) or its password was never checked. */
export async function withdrawAttempt(dataSource: DataSource, verdict: SignInVerdict): Promise<void> {
  await dataSource.query(`DELETE FROM rep_sign_in_failure WHERE "id" = $1`, [verdict.attemptId]);
}
