import type { DataSource, EntityManager } from 'typeorm';
import type { AdminRedemption, MemberRedemption, RedemptionListInput, RedemptionListOutput, RedemptionStatus } from '../../../shared/redemptions.js';
import { findMemberByCode } from './loyalty-members.service.js';
import { queryRows, sql } from '../../db/sql.js';

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
  // Only one of the two orders applies: the other's keys are NULL for every row. An erased member has no code.
  const rows = await queryRows(
    dataSource,
    sql<{ id: number; redemptionCode: string; status: RedemptionStatus; memberName: string | null; memberEmail: string | null; loyaltyCode: string; rewardName: string; pointsUsed: number; createdAt: Date; ageSeconds: number; decidedAt: Date | null; fulfilmentNote: string | null; cancelReason: string | null; total: string }>`SELECT r.id, r."redemptionCode", r.status, m."firstName" AS "memberName", m.email AS "memberEmail", m."loyaltyCode",
            w.name AS "rewardName", r."pointsUsed", r."createdAt", coalesce(GREATEST(0, extract(epoch FROM now() - r."createdAt"))::int, 0) AS "ageSeconds",
            r."decidedAt", r."fulfilmentNote", r."cancelReason", count(*) OVER () AS total
       FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId" JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r.status = ${input.status} AND m."erasedAt" IS NULL AND m."loyaltyCode" IS NOT NULL
        AND (${input.code ? input.code : null}::text IS NULL OR replace(r."redemptionCode", '-', '') LIKE '%' || ${input.code ? input.code : null}::text || '%')
      ORDER BY CASE WHEN ${input.status}::text = 'issued' THEN r."createdAt" END, CASE WHEN ${input.status}::text = 'issued' THEN r.id END,
               r."decidedAt" DESC, r.id DESC
      LIMIT ${input.limit}`,
  );
  return { redemptions: rows.map(({ total: _total, ...row }) => toAdminRedemption(row)), total: Number(rows[0]?.total ?? 0) };
}

/** One redemption as the queue shows it, or null. */
export async function readAdminRedemption(manager: EntityManager, id: number): Promise<AdminRedemption | null> {
  // As the queue, which never shows an erased member's (who has no code).
  const [row] = await queryRows(
    manager,
    sql<{ id: number; redemptionCode: string; status: RedemptionStatus; memberName: string | null; memberEmail: string | null; loyaltyCode: string; rewardName: string; pointsUsed: number; createdAt: Date; ageSeconds: number; decidedAt: Date | null; fulfilmentNote: string | null; cancelReason: string | null }>`SELECT r.id, r."redemptionCode", r.status, m."firstName" AS "memberName", m.email AS "memberEmail", m."loyaltyCode",
            w.name AS "rewardName", r."pointsUsed", r."createdAt", coalesce(GREATEST(0, extract(epoch FROM now() - r."createdAt"))::int, 0) AS "ageSeconds",
            r."decidedAt", r."fulfilmentNote", r."cancelReason"
       FROM loyalty_redemption r JOIN loyalty_member m ON m.id = r."memberId" JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r.id = ${id} AND m."loyaltyCode" IS NOT NULL`,
  );
  return row ? toAdminRedemption(row) : null;
}

/** The member's own redemptions, newest first, with how each stands. */
export async function listMemberRedemptions(dataSource: DataSource, code: string): Promise<{ redemptions: MemberRedemption[] }> {
  const member = await findMemberByCode(dataSource.manager, code);
  const rows = await queryRows(dataSource, sql<{ redemptionCode: string; rewardName: string; pointsUsed: number; status: RedemptionStatus; createdAt: Date; decidedAt: Date | null; cancelReason: string | null }>`SELECT r."redemptionCode", w.name AS "rewardName", r."pointsUsed", r.status, r."createdAt", r."decidedAt", r."cancelReason"
       FROM loyalty_redemption r JOIN loyalty_reward w ON w.id = r."rewardId"
      WHERE r."memberId" = ${member.id}
      ORDER BY r."createdAt" DESC, r.id DESC
      LIMIT 50`);
  return { redemptions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null })) };
}
