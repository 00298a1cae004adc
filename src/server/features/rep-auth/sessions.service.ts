import { getParser } from 'bowser';
import type { DataSource } from 'typeorm';
import type { StaffSession } from '../../../shared/staff-accounts.js';
import { AppError } from '../../errors.js';
import { endOtherSessions } from './rep-auth.service.js';
import { queryRows, sql } from '../../db/sql.js';

/** "Firefox on Linux", from a user agent; unknown agents are named so. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const parser = getParser(userAgent);
  const browser = parser.getBrowserName() || 'Unknown browser';
  const system = parser.getOSName();
  return system ? `${browser} on ${system}` : browser;
}

interface SessionRow {
  id: string;
  userAgent: string | null;
  address: string | null;
  lastSeenAt: Date;
  createdAt: Date;
}

/** Her live sessions, the most recently seen first. */
export async function listSessions(dataSource: DataSource, accountId: string, currentSessionId: string): Promise<StaffSession[]> {
  const rows = await queryRows(dataSource, sql<SessionRow>`SELECT id, "userAgent", address, "lastSeenAt", "createdAt" FROM rep_session
      WHERE "accountId" = ${accountId}::uuid AND "expiresAt" > now() ORDER BY "lastSeenAt" DESC, "createdAt" DESC`);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    address: row.address,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of her sessions; another account's (or none) is not found, whoever's it is. */
export async function endSession(dataSource: DataSource, accountId: string, sessionId: string): Promise<void> {
  const ended = await queryRows(dataSource, sql<{ ended: number }>`WITH gone AS (DELETE FROM rep_session WHERE id = ${sessionId}::uuid AND "accountId" = ${accountId}::uuid RETURNING 1) SELECT 1 AS ended FROM gone`);
  if (ended.length === 0) throw new AppError('NOT_FOUND', 'That session has already ended.');
}

export async function endSessionsButThis(dataSource: DataSource, accountId: string, currentSessionId: string): Promise<{ ended: number }> {
  return { ended: await endOtherSessions(dataSource, accountId, currentSessionId) };
}
