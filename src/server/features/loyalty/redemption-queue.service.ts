import type { DataSource, EntityManager } from 'typeorm';
import type { AdminRedemption, MemberRedemption, RedemptionListInput, RedemptionListOutput } from '../../../shared/redemptions.js';
import { findMemberByCode } from './loyalty-members.service.js';
import { queryRows, sql } from '../../db/sql.js';

const ADMIN_COLUMNS = `
  r.id, r."redemptionCode", r.status, m."firstName" AS "memberName", m.email AS "memberEmail", m."loyaltyCode",
  w.name AS "rewardName", r."pointsUsed", r."createdAt", GREATEST(0, extract(epoch FROM now() - r."createdAt"))::int AS "ageSeconds",
  r."decidedAt", r."fulfilmentNote", r."cancelReason"`;
const ADMIN_FROM = `loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId" JOIN loyalty_reward w ON w.id = r."rewardId"`;

type AdminRow = Omit<AdminRedemption, 'createdAt' | 'decidedAt'> & { createdAt: Date; decidedAt: Date | null };

function toAdminRedemption(row: AdminRow): AdminRedemption {
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}

/**
 * The representative's queue: redemptions in one status, issued ones oldest first (the longest
 * waiting on top), decided ones latest decision first. `code` (letters and digits only, upper
 * case: see redemptionCodeKey) matches any part of the code with its dashes left out. An erased
 * member's redemptions (cancelled by the erasure) are kept for the books, never listed.
 */
export async function listRedemptions(dataSource: DataSource, input: RedemptionListInput): Promise<RedemptionListOutput> {
  const order = input.status === 'issued' ? `r."createdAt", r.id` : `r."decidedAt" DESC, r.id DESC`;
  const rows = await dataSource.query<Array<AdminRow & { total: string }>>(
    `SELECT ${ADMIN_COLUMNS}, count(*) OVER () AS total
       FROM ${ADMIN_FROM}
      WHERE r.status = $1 AND m."erasedAt" IS NULL AND ($2::text IS NULL OR replace(r."redemptionCode", '-', '') LIKE '%' || $2 || '%')
      ORDER BY ${order}
      LIMIT $3`,
    [input.status, input.code ? input.code : null, input.limit],
  );
  return { redemptions: rows.map(({ total: _total, ...row }) => toAdminRedemption(row)), total: Number(rows[0]?.total ?? 0) };
}

/** One redemption as the queue shows it, or null. */
export async function readAdminRedemption(manager: EntityManager, id: number): Promise<AdminRedemption | null> {
  const [row] = await manager.query<AdminRow[]>(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE r.id = $1`, [id]);
  return row ? toAdminRedemption(row) : null;
}

/** The member's own redemptions, newest first, with how each stands. */
export async function listMemberRedemptions(dataSource: DataSource, code: string): Promise<{ redemptions: MemberRedemption[] }> {
  const member = await findMemberByCode(dataSource.manager, code);
  const rows = await queryRows(dataSource, sql<{ redemptionCode: string; rewardName: string; pointsUsed: number; status: string; createdAt: Date; decidedAt: Date | null; cancelReason: string | null }>`SELECT r."redemptionCode", w.name AS "rewardName", r."pointsUsed", r.status, r."createdAt", r."decidedAt", r."cancelReason"
       FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r."memberId" = ${member.id}
      ORDER BY r."createdAt" DESC, r.id DESC
      LIMIT 50`);
  return { redemptions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null })) };
}
