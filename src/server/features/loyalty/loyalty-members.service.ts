import { type DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { type JoinInput, type LoyaltyMember, type LoyaltyTransaction, normaliseLoyaltyCode, RECENT_TRANSACTIONS_LIMIT } from '../../../shared/loyalty.js';
import { type TierProgress, tierProgress } from '../../../shared/loyalty-programme.js';
import { formatCents } from '../../../shared/money.js';
import { AppError } from '../../errors.js';
import { newLoyaltyCode } from './loyalty-codes.js';
import { LoyaltyMemberEntity } from './loyalty-member.entity.js';
import { readProgramme } from './loyalty-programme.js';
import { LoyaltyTransactionEntity } from './loyalty-transaction.entity.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { queryRows, sql } from '../../db/sql.js';

export const CODE_NOT_FOUND = 'Loyalty code not found';

/** The member as the member sees it: confirmed totals, and pending points beside them. */
export async function memberDto(manager: EntityManager, member: LoyaltyMemberEntity): Promise<LoyaltyMember> {
  // Members are found by their code; an erased membership has none, so it is never found.
  if (member.loyaltyCode === null) throw new Error('an erased membership has no member view');
  return {
    loyaltyCode: member.loyaltyCode,
    pointsBalance: member.pointsBalance,
    totalPointsEarned: member.totalPointsEarned,
    tierLevel: member.tierLevel,
    pendingPoints: await pendingPointsOf(manager, member.id),
  };
}

export async function pendingPointsOf(manager: EntityManager, memberId: number): Promise<number> {
  const [row] = await queryRows(manager, sql<{ points: number }>`SELECT COALESCE(SUM(points), 0)::int AS points FROM purchase_claim WHERE "memberId" = ${memberId} AND status = 'pending'`);
  return row?.points ?? 0;
}

export function toTransactionDto(row: LoyaltyTransactionEntity): LoyaltyTransaction {
  return {
    id: String(row.id),
    kind: row.kind,
    status: 'confirmed',
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    pointsAmount: row.pointsAmount,
    avonOrderNumber: row.avonOrderNumber,
  };
}

/** A claim not (yet) in the ledger, as an activity entry. */
export function claimActivityDto(claim: PurchaseClaimEntity): LoyaltyTransaction {
  const total = formatCents(claim.totalCents);
  const rejected = claim.status === 'rejected';
  return {
    id: `claim-${claim.id}`,
    kind: 'purchase',
    status: rejected ? 'rejected' : 'pending',
    description: rejected ? `Purchase of ${total} not approved: ${claim.decisionReason ?? 'no reason given'}` : `Purchase of ${total} (pending approval)`,
    createdAt: claim.createdAt.toISOString(),
    pointsAmount: claim.points,
    avonOrderNumber: claim.orderNumber,
  };
}

/**
 * The member with this code, or a 404 naming `field`. With `lock`, the row stays locked
 * (SELECT … FOR UPDATE) until the caller's transaction ends: every change of points
 * happens under it, so concurrent claims and redemptions run one after another.
 */
export async function findMemberByCode(
  manager: EntityManager,
  code: string,
  options: { lock?: boolean; field?: string } = {},
): Promise<LoyaltyMemberEntity> {
  const query = manager
    .getRepository(LoyaltyMemberEntity)
    .createQueryBuilder('member')
    .where('member.loyaltyCode = :code', { code: normaliseLoyaltyCode(code) })
    // A membership whose address is not confirmed yet is not usable: its code is as good as unknown.
    .andWhere('member.confirmedAt IS NOT NULL');
  if (options.lock) query.setLock('pessimistic_write');
  const member = await query.getOne();
  if (!member) throw new AppError('NOT_FOUND', CODE_NOT_FOUND, options.field ?? 'code');
  return member;
}

/**
 * The member and their progress to the next tier under the current thresholds, read in one
 * snapshot: a change of thresholds commits the members' new tiers with them, so the stored tier
 * and the progress always agree.
 */
export async function getMember(dataSource: DataSource, code: string): Promise<{ member: LoyaltyMember; tierProgress: TierProgress }> {
  return dataSource.transaction('REPEATABLE READ', async (manager) => {
    const member = await findMemberByCode(manager, code);
    const { tierThresholds } = await readProgramme(manager);
    return { member: await memberDto(manager, member), tierProgress: tierProgress(member.totalPointsEarned, tierThresholds) };
  });
}

/**
 * The member's latest activity, newest first: ledger entries, and the purchase claims that are
 * not in the ledger (pending, or rejected with the reason).
 */
export async function listTransactions(
  dataSource: DataSource,
  input: { code: string; limit?: number },
): Promise<{ transactions: LoyaltyTransaction[] }> {
  const member = await findMemberByCode(dataSource.manager, input.code);
  const take = input.limit ?? RECENT_TRANSACTIONS_LIMIT;
  const [entries, claims] = await Promise.all([
    dataSource.getRepository(LoyaltyTransactionEntity).find({ where: { memberId: member.id }, order: { createdAt: 'DESC', id: 'DESC' }, take }),
    dataSource.getRepository(PurchaseClaimEntity).find({
      where: { memberId: member.id, status: In(['pending', 'rejected']) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take,
    }),
  ]);
  const activity = [...entries.map(toTransactionDto), ...claims.map(claimActivityDto)];
  activity.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { transactions: activity.slice(0, take) };
}

/**
 * Enrols a person: one member per email (case-insensitive). Joining again returns the same
 * member, also when two joins race. With `confirmed` (the person has just clicked a link sent to
 * the address) the membership is active from now on; `activated` says this call made it so.
 * Runs in the caller's transaction, so another feature can enrol someone as part of its change.
 */
export async function joinLoyalty(
  manager: EntityManager,
  input: JoinInput,
  options: { confirmed?: boolean } = {},
): Promise<{ member: LoyaltyMember; created: boolean; activated: boolean }> {
  const email = input.email.trim().toLowerCase();
  const repository = manager.getRepository(LoyaltyMemberEntity);
  const confirmedAt = options.confirmed ? () => 'now()' : undefined;
  // A clash on the random code (about 1 in 10^11) just draws a new one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(LoyaltyMemberEntity)
      .values({ loyaltyCode: newLoyaltyCode(), email, firstName: input.firstName.trim(), tierLevel: 'Bronze', ...(confirmedAt ? { confirmedAt } : {}) })
      .orIgnore()
      .returning(['id'])
      .execute();
    const insertedId = (result.raw as Array<{ id: number }>)[0]?.id;
    if (insertedId !== undefined) {
      const inserted = await repository.findOneByOrFail({ id: insertedId });
      return { member: await memberDto(manager, inserted), created: true, activated: Boolean(options.confirmed) };
    }
    const existing = await repository.findOneBy({ email });
    if (existing) {
      let activated = false;
      if (options.confirmed && !existing.confirmedAt) {
        // The confirmed name wins over one typed by whoever enrolled the address first.
        const update = await repository.update({ id: existing.id, confirmedAt: IsNull() }, { confirmedAt: () => 'now()', firstName: input.firstName.trim() });
        activated = (update.affected ?? 0) > 0;
      }
      return { member: await memberDto(manager, existing), created: false, activated };
    }
  }
  throw new Error('could not allocate a unique loyalty code');
}

/** The code of the address's active membership, or null (no member, or not confirmed yet). */
export async function activeLoyaltyCode(manager: EntityManager, email: string): Promise<string | null> {
  const member = await manager.getRepository(LoyaltyMemberEntity).findOne({ where: { email, confirmedAt: Not(IsNull()) }, select: { loyaltyCode: true } });
  return member?.loyaltyCode ?? null;
}
