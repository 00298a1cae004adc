import type { DataSource } from 'typeorm';
import type { LoyaltyMember, LoyaltyTier, LoyaltyTransaction } from '../../../shared/loyalty.js';
import type { AdjustmentInput, MemberSummary } from '../../../shared/loyalty-review.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/api.js';
import { pointsAdjustedEmail } from './emails/points-emails.js';
import { appendLedgerEntry } from './loyalty-ledger.js';
import { queuePointsEmails } from './points-email-queue.js';
import { lockProgramme } from './loyalty-programme.js';
import { findMemberByCode, memberDto, toTransactionDto } from './loyalty-members.service.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queryRows, sql } from '../../db/sql.js';

/**
 * Goodwill points or a correction by the representative: a ledger entry with its reason, which
 * the member sees in their activity (the append-only ledger is the audit trail). It counts for
 * tiers like a purchase; a negative one may not take the balance below zero. A member with an
 * address is emailed the change and her new balance.
 */
export async function adjustPoints(
  dataSource: DataSource,
  input: AdjustmentInput,
): Promise<{ member: LoyaltyMember; transaction: LoyaltyTransaction }> {
  return dataSource.transaction(async (manager) => {
    const { tierThresholds } = await lockProgramme(manager);
    const member = await findMemberByCode(manager, input.loyaltyCode, { lock: true, field: 'loyaltyCode' });
    if (member.pointsBalance + input.points < 0) {
      throw new AppError('CONFLICT', `The balance is ${member.pointsBalance}: it cannot go below zero.`, 'points');
    }
    const entry = await appendLedgerEntry(manager, member, {
      kind: 'adjustment',
      pointsAmount: input.points,
      description: `${input.points > 0 ? 'Points added' : 'Points corrected'} by your representative: ${input.reason}`,
    }, tierThresholds);
    if (!entry) throw new Error('adjustment ledger entry was not written');
    await recordAudit(manager, {
      area: 'loyalty-adjustment',
      subject: String(member.id),
      action: input.points > 0 ? 'add points' : 'remove points',
      before: { pointsBalance: member.pointsBalance - input.points },
      after: { pointsBalance: member.pointsBalance, points: input.points, reason: input.reason },
    });
    await queuePointsEmails(manager, pointsAdjustedEmail, [{ id: entry.id, member }]);
    return { member: await memberDto(manager, member), transaction: toTransactionDto(entry) };
  });
}

/** Confirmed members whose code, email or first name contains the search, for the representative. */
export async function searchMembers(dataSource: DataSource, query: string): Promise<{ members: MemberSummary[] }> {
  const pattern = containsPattern(query);
  const rows = await queryRows(dataSource, sql<{ loyaltyCode: string; firstName: string | null; email: string | null; pointsBalance: number; tierLevel: LoyaltyTier; pendingPoints: number }>`SELECT m."loyaltyCode", m."firstName", m.email, m."pointsBalance", m."tierLevel",
            coalesce((SELECT sum(c.points) FROM purchase_claim c WHERE c."memberId" = m.id AND c.status = 'pending')::int, 0) AS "pendingPoints"
       FROM loyalty_member m
      WHERE m."confirmedAt" IS NOT NULL AND m."loyaltyCode" IS NOT NULL -- a confirmed member has a code (an erased one has neither)
        AND (m."loyaltyCode" ILIKE ${pattern} OR m.email ILIKE ${pattern} OR m."firstName" ILIKE ${pattern})
      ORDER BY m."firstName" NULLS LAST, m.id
      LIMIT 20`);
  return { members: rows };
}
