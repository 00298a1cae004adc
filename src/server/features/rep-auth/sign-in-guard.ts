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
import { execute, queryRows, sql, type Database, type Statement } from '../../db/sql.js';

/** How long an attempt turned away because another from the same place is being checked should wait. */
const TURN_RETRY_SECONDS = 1;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SignInClient {
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string;
  /**
   * The account the attempt is for: its id when one has the address typed, else the email typed
   * (lower-case). Its failures count against it on every path, device cookie or none.
   */
  account?: string;
  /** The id of the account being signed in to, when there is one: only a device cookie it earned is trusted. */
  accountId?: string;
}

/**
 * A device cookie is `<account id>.<random token>`: it names the account that earned it, so a
 * sign-in can tell at once whether the cookie is that account's (its lane, see password-hash.ts).
 * Only the database row decides whether it is trusted: the row names the account too.
 */
export const deviceCookieValue = (accountId: string, token: string) => `${accountId}.${token}`;

/** The cookie names this account (a claim only: `admitSignIn` checks it against the row). */
export const cookieNamesAccount = (client: SignInClient): boolean =>
  Boolean(client.deviceToken && client.accountId && client.deviceToken.startsWith(`${client.accountId}.`));

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

/** Failures beyond the free ones wait one step, then two, four…, up to the longest wait. */
function slowDown(failures: number, stepMs: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, stepMs * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

type Queryable = Database;

// The failures of the window: against an account, from a device cookie, from an address, or all of them.
const failuresOfAccount = (accountHash: string) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) AND "accountHash" = ${accountHash}`;
const failuresOfDevice = (deviceHash: string) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) AND "deviceHash" = ${deviceHash}`;
const failuresOfAddress = (addressHash: string) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) AND "addressHash" = ${addressHash}`;
const failuresEverywhere = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

async function count(db: Queryable, failures: Statement<{ n: number }>): Promise<number> {
  const [row] = await queryRows(db, failures);
  return row?.n ?? 0;
}

/** The cookie is a live device of this very account: another account's cookie is a stranger's. */
async function trustedDevice(db: Queryable, deviceHash: string, accountId: string): Promise<boolean> {
  const [row] = await queryRows(db, sql<{ ok: boolean }>`SELECT EXISTS (SELECT 1 FROM rep_device WHERE "tokenHash" = ${deviceHash} AND "accountId" = ${accountId}::uuid AND "revokedAt" IS NULL AND "expiresAt" > now()) AS ok`);
  return row?.ok ?? false;
}

/** Minutes until the address's failures drop below the block threshold again. */
async function minutesUntilUnblocked(dataSource: DataSource, hash: string): Promise<number> {
  const [row] = await queryRows(
    dataSource,
    sql<{ seconds: number | null }>`SELECT GREATEST(0, EXTRACT(EPOCH FROM (f."failedAt" + make_interval(mins => ${SIGN_IN_WINDOW_MINUTES}) - now())))::int AS seconds
       FROM rep_sign_in_failure f
      WHERE f."addressHash" = ${hash} AND f."failedAt" > now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})
      ORDER BY f."failedAt" DESC OFFSET ${SIGN_IN_BLOCK_FAILURES - 1} LIMIT 1`,
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
  const [row] = await queryRows(manager, sql<{ taken: boolean | null }>`SELECT pg_try_advisory_xact_lock(hashtext('rep-sign-in:' || ${who})) AS taken`);
  if (!row?.taken) {
    throw new AppError('TOO_MANY_REQUESTS', 'A sign-in from here is already being checked. Please try again in a moment.', undefined, {
      retryAfterSeconds: TURN_RETRY_SECONDS,
    });
  }
}

/** Written before the password is checked, as if it will fail; a right password takes it back. */
async function recordAttempt(manager: EntityManager, addressHash: string, deviceHash: string | null, accountHash: string | null): Promise<string> {
  const [row] = await queryRows(manager, sql<{ id: string }>`INSERT INTO rep_sign_in_failure ("addressHash", "deviceHash", "accountHash") VALUES (${addressHash}, ${deviceHash}, ${accountHash}) RETURNING "id"`);
  return String(row!.id);
}

type Admission = { verdict: SignInVerdict } | { blocked: true };

/** An account's failures from anywhere (every path): one step more for every few, up to 3 s. */
const accountSlowDown = (failures: number, stepMs: number) => Math.min(SIGN_IN_GLOBAL_MAX_DELAY_MS, stepMs * Math.floor(failures / SIGN_IN_FREE_FAILURES));

/**
 * Admits an attempt before its password is checked, counting it first: the attempt is recorded
 * as a failure in the same turn that reads the count, so N parallel attempts can never pass a
 * limit below N. A browser trusted for this account (its device cookie was earned by a sign-in
 * to this same account) is judged by its own failures instead of its address's (too many, and
 * it is trusted no more); a cookie of another account is no better than none. Anyone else: an
 * address with too many failures is refused (429) whatever the password; fewer failures, or
 * many failures elsewhere, only make it wait, so the right password from a new address still
 * gets in. On every path, failures against the account make its attempts wait (never refused).
 */
export async function admitSignIn(dataSource: DataSource, client: SignInClient, stepMs: number): Promise<SignInVerdict> {
  const addressHash = sha256(`rep-sign-in:${client.address}`);
  const deviceHash = client.deviceToken && client.deviceToken.length <= 100 ? sha256(client.deviceToken) : null;
  const accountHash = client.account ? sha256(`rep-account:${client.account}`) : null;
  const forAccount = (manager: EntityManager) => (accountHash ? count(manager, failuresOfAccount(accountHash)) : Promise.resolve(0));
  const admission = await dataSource.transaction(async (manager): Promise<Admission> => {
    if (deviceHash && cookieNamesAccount(client) && (await trustedDevice(manager, deviceHash, client.accountId!))) {
      await takeTurn(manager, `device:${deviceHash}`);
      const own = await count(manager, failuresOfDevice(deviceHash));
      if (own < SIGN_IN_BLOCK_FAILURES) {
        const accountDelay = accountSlowDown(await forAccount(manager), stepMs);
        const attemptId = await recordAttempt(manager, addressHash, deviceHash, accountHash);
        return { verdict: { delayMs: Math.max(slowDown(own, stepMs), accountDelay), addressHash, deviceHash, trustedDevice: true, attemptId } };
      }
      await execute(manager, sql`UPDATE rep_device SET "revokedAt" = now() WHERE "tokenHash" = ${deviceHash} AND "revokedAt" IS NULL`);
    }
    await takeTurn(manager, `address:${addressHash}`);
    const fromAddress = await count(manager, failuresOfAddress(addressHash));
    if (fromAddress >= SIGN_IN_BLOCK_FAILURES) return { blocked: true };
    // An account's failures from anywhere slow its sign-ins down but never refuse them: a refusal
    // would let anyone keep her out of every new browser.
    const accountDelay = accountSlowDown(await forAccount(manager), stepMs);
    const everywhere = await count(manager, failuresEverywhere());
    const globalDelay = Math.min(SIGN_IN_GLOBAL_MAX_DELAY_MS, stepMs * Math.floor(everywhere / SIGN_IN_GLOBAL_FAILURES_PER_STEP));
    const attemptId = await recordAttempt(manager, addressHash, deviceHash, accountHash);
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
  await execute(dataSource, sql`DELETE FROM rep_sign_in_failure WHERE "id" = ${verdict.attemptId}::bigint`);
}
