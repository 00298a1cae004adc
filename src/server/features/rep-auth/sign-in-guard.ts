import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  SIGN_IN_BLOCK_FAILURES,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_GLOBAL_FAILURES_PER_STEP,
  SIGN_IN_GLOBAL_MAX_DELAY_MS,
  SIGN_IN_MAX_DELAY_MS,
  SIGN_IN_WINDOW_MINUTES,
} from '../../../shared/rep-auth.js';
import { AppError } from '../../errors.js';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface SignInClient {
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceToken?: string;
}

export interface SignInVerdict {
  /** How long to wait before checking the password. */
  delayMs: number;
  addressHash: string;
  /** The device cookie's hash, whether trusted or not (its failures are its own). */
  deviceHash: string | null;
  trustedDevice: boolean;
}

const WINDOW = `interval '${SIGN_IN_WINDOW_MINUTES} minutes'`;

/** Failures beyond the free ones wait one step, then two, four…, up to the longest wait. */
function slowDown(failures: number, stepMs: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_DELAY_MS, stepMs * 2 ** (failures - SIGN_IN_FREE_FAILURES));
}

async function count(dataSource: DataSource, where: string, parameters: unknown[]): Promise<number> {
  const [row] = await dataSource.query<Array<{ n: number }>>(
    `SELECT count(*)::int AS n FROM rep_sign_in_failure WHERE "failedAt" > now() - ${WINDOW} ${where}`,
    parameters,
  );
  return row?.n ?? 0;
}

async function trustedDevice(dataSource: DataSource, deviceHash: string): Promise<boolean> {
  const [row] = await dataSource.query<Array<{ ok: boolean }>>(
    `SELECT EXISTS (SELECT 1 FROM rep_device WHERE "tokenHash" = $1 AND "revokedAt" IS NULL AND "expiresAt" > now()) AS ok`,
    [deviceHash],
  );
  return row?.ok ?? false;
}

/** Minutes until the address's failures drop below the block threshold again. */
async function minutesUntilUnblocked(dataSource: DataSource, addressHash: string): Promise<number> {
  const [row] = await dataSource.query<Array<{ seconds: number }>>(
    `SELECT GREATEST(0, EXTRACT(EPOCH FROM (f."failedAt" + ${WINDOW} - now())))::int AS seconds
       FROM rep_sign_in_failure f
      WHERE f."addressHash" = $1 AND f."failedAt" > now() - ${WINDOW}
      ORDER BY f."failedAt" DESC OFFSET $2 LIMIT 1`,
    [addressHash, SIGN_IN_BLOCK_FAILURES - 1],
  );
  return Math.max(1, Math.ceil((row?.seconds ?? 60) / 60));
}

/**
 * Judges an attempt before its password is checked. A trusted device is judged by its own
 * failures only (too many, and it is trusted no more). Anyone else: an address with too many
 * failures is refused (429) whatever the password; fewer failures, or many failures elsewhere,
 * only make it wait, so the right password from a new address still gets in.
 */
export async function judgeSignIn(dataSource: DataSource, client: SignInClient, stepMs: number): Promise<SignInVerdict> {
  const addressHash = sha256(`rep-sign-in:${client.address}`);
  const deviceHash = client.deviceToken && client.deviceToken.length <= 100 ? sha256(client.deviceToken) : null;
  if (deviceHash && (await trustedDevice(dataSource, deviceHash))) {
    const own = await count(dataSource, `AND "deviceHash" = $1`, [deviceHash]);
    if (own < SIGN_IN_BLOCK_FAILURES) return { delayMs: slowDown(own, stepMs), addressHash, deviceHash, trustedDevice: true };
    await dataSource.query(`UPDATE rep_device SET "revokedAt" = now() WHERE "tokenHash" = $1 AND "revokedAt" IS NULL`, [deviceHash]);
  }
  const fromAddress = await count(dataSource, `AND "addressHash" = $1`, [addressHash]);
  if (fromAddress >= SIGN_IN_BLOCK_FAILURES) {
    const minutes = await minutesUntilUnblocked(dataSource, addressHash);
    throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-ins from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  const everywhere = await count(dataSource, '', []);
  const globalDelay = Math.min(SIGN_IN_GLOBAL_MAX_DELAY_MS, stepMs * Math.floor(everywhere / SIGN_IN_GLOBAL_FAILURES_PER_STEP));
  return { delayMs: Math.max(slowDown(fromAddress, stepMs), globalDelay), addressHash, deviceHash, trustedDevice: false };
}

export async function recordSignInFailure(dataSource: DataSource, verdict: SignInVerdict): Promise<void> {
  await dataSource.query(`INSERT INTO rep_sign_in_failure ("addressHash", "deviceHash") VALUES ($1, $2)`, [verdict.addressHash, verdict.deviceHash]);
}
