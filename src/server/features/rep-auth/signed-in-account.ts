import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { StaffRole } from '../../../shared/staff-access.js';
import type { ActingAccount } from '../../core/acting-account.js';
import { execute, queryRows, sql } from '../../db/sql.js';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SignedInAccount = ActingAccount;

/** "Last seen" moves at most this often, so a busy screen does not write on every call. */
const LAST_SEEN_STEP_SECONDS = 60;

/**
 * The account behind a session cookie: a live session of an account not removed, or null.
 * Its "last seen" time and address move forward when they are stale.
 */
export async function signedInAccount(dataSource: DataSource, token: string | undefined, address?: string): Promise<SignedInAccount | null> {
  if (!token || token.length > 100) return null;
  const [row] = await queryRows(dataSource, sql<{ sessionId: string; accountId: string; email: string | null; role: StaffRole; secondFactor: boolean; seenFrom: string | null; stale: boolean | null }>`SELECT s.id AS "sessionId", a.id AS "accountId", a.email, a.role, a."totpSecret" IS NOT NULL AS "secondFactor", s.address AS "seenFrom",
            s."lastSeenAt" < now() - make_interval(secs => ${LAST_SEEN_STEP_SECONDS}) AS stale
       FROM rep_session s JOIN rep_account a ON a.id = s."accountId"
      WHERE s."tokenHash" = ${hashSessionToken(token)} AND s."expiresAt" > now() AND a."removedAt" IS NULL`);
  if (!row) return null;
  if (row.stale || (address !== undefined && address !== row.seenFrom)) {
    await execute(dataSource, sql`UPDATE rep_session SET "lastSeenAt" = now(), address = COALESCE(${address ?? null}, address) WHERE id = ${row.sessionId}::uuid`);
  }
  return { accountId: row.accountId, sessionId: row.sessionId, email: row.email, role: row.role, secondFactor: row.secondFactor };
}
