import type { EntityManager } from 'typeorm';
import { type LoyaltyProgramme, pointsForOrderTotal, type TierThresholds } from '../../../shared/loyalty-programme.js';
import { approveLockedClaims, lockMembers } from './claim-approval.js';
import { lockProgramme } from './loyalty-programme.js';
import { PurchaseClaimEntity } from './purchase-claim.entity.js';
import { execute, queryRows, sql } from '../../db/sql.js';

/** A store order just recorded, as the claim checks need it. */
export interface RecordedStoreOrder {
  orderNumber: string;
  total: number;
  email: string | null;
}

export interface StoreOrderSettlement {
  claimsApproved: number;
  claimsFlagged: number;
  ordersCredited: number;
}

/**
 * What newly recorded store orders mean for the loyalty programme, inside the transaction that
 * recorded them: pending claims whose order number and total match are approved, those whose
 * total differs are flagged for the representative; with `creditMembers`, a new order whose
 * email is a confirmed member's (placed since they joined) and that nobody claimed is credited
 * to them. Credited orders earn at the rate of the time of recording; matched claims keep their
 * points.
 */
export async function settleStoreOrders(manager: EntityManager, orders: RecordedStoreOrder[], options: { creditMembers: boolean }): Promise<StoreOrderSettlement> {
  if (orders.length === 0) return { claimsApproved: 0, claimsFlagged: 0, ordersCredited: 0 };
  const programme = await lockProgramme(manager);
  const matched = await matchPendingClaims(manager, orders, programme.tierThresholds);
  const credited = options.creditMembers ? await creditUnclaimedOrders(manager, orders, programme) : 0;
  return { claimsApproved: matched.approved, claimsFlagged: matched.flagged, ordersCredited: credited };
}

/**
 * Pending claims of these orders: those of another customer's order (or placed before the
 * claimant joined) are marked so and wait for a person; the others are approved when the totals
 * agree and flagged when they differ.
 */
async function matchPendingClaims(manager: EntityManager, orders: RecordedStoreOrder[], thresholds: TierThresholds): Promise<{ approved: number; flagged: number }> {
  const totals = new Map(orders.map((order) => [order.orderNumber, order.total]));
  const candidates = await queryRows(manager, sql<{ memberId: number }>`SELECT DISTINCT "memberId" FROM purchase_claim WHERE status = 'pending' AND "orderNumber" = ANY(${[...totals.keys()]}::varchar[])`);
  // Most orders nobody claimed: then there is nothing to lock or match.
  if (candidates.length === 0) return { approved: 0, flagged: 0 };
  const members = await lockMembers(
    manager,
    candidates.map((row) => row.memberId),
  );
  const claims = await manager
    .getRepository(PurchaseClaimEntity)
    .createQueryBuilder('claim')
    .where("claim.status = 'pending'")
    .andWhere('claim.orderNumber = ANY(:numbers)', { numbers: [...totals.keys()] })
    .orderBy('claim.id')
    .setLock('pessimistic_write')
    .getMany();
  const conflicts = await markClaimsOfOtherCustomers(manager, claims);
  const owned = claims.filter((claim) => !conflicts.has(claim.id));
  const agreeing = owned.filter((claim) => totals.get(claim.orderNumber) === claim.totalCents);
  const differing = owned.filter((claim) => totals.get(claim.orderNumber) !== claim.totalCents);
  await approveLockedClaims(manager, agreeing, members, 'store_order', thresholds);
  if (differing.length > 0) {
    await execute(manager, sql`UPDATE purchase_claim c SET "storeTotalCents" = f.total FROM unnest(${differing.map((claim) => claim.id)}::bigint[], ${differing.map((claim) => totals.get(claim.orderNumber)!)}::int[]) AS f(id, total) WHERE c.id = f.id`);
  }
  return { approved: agreeing.length, flagged: differing.length + conflicts.size };
}

/** Marks the locked claims whose (just imported) store order is not their member's; gives their ids. */
async function markClaimsOfOtherCustomers(manager: EntityManager, claims: PurchaseClaimEntity[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  // The rule of who a store order belongs to, as storeOrderForMember (store-order-ownership.ts) gives it.
  const marked = await queryRows(
    manager,
    sql<{ id: string }>`UPDATE purchase_claim c SET "storeOrderConflict" = owner.conflict
         FROM store_order o, loyalty_member m,
              LATERAL (SELECT CASE WHEN o.email IS NULL THEN 'none'
                                   WHEN m.email IS DISTINCT FROM o.email OR m."confirmedAt" IS NULL THEN 'another_customer'
                                   WHEN o."orderedOn" < m."createdAt"::date THEN 'before_joining'
                                   ELSE 'none' END AS conflict) AS owner
        WHERE c.id = ANY(${claims.map((claim) => claim.id)}::bigint[]) AND o."orderNumber" = c."orderNumber" AND m.id = c."memberId"
          AND owner.conflict <> 'none'
       RETURNING c.id`,
  );
  return new Set(marked.map((row) => row.id));
}

/**
 * New orders whose email is a confirmed member's, placed on or after the day they joined, that
 * no claim holds (a claim by another customer does not count): each becomes a claim approved by the store order, so its points are credited
 * once and the order number cannot be claimed again.
 */
async function creditUnclaimedOrders(manager: EntityManager, orders: RecordedStoreOrder[], programme: LoyaltyProgramme): Promise<number> {
  const withEmail = orders.filter((order) => order.email !== null);
  if (withEmail.length === 0) return 0;
  // The rule of who a store order belongs to (storeOrderForMember, store-order-ownership.ts): here it must give 'none'.
  const owners = await queryRows(
    manager,
    sql<{ orderNumber: string; memberId: number; totalCents: number }>`SELECT o."orderNumber", m.id AS "memberId", o."totalCents"
       FROM unnest(${withEmail.map((order) => order.orderNumber)}::varchar[]) AS n("orderNumber")
       JOIN store_order o ON o."orderNumber" = n."orderNumber"
       JOIN loyalty_member m ON m.email = o.email
        AND CASE WHEN o.email IS NULL THEN 'none'
                 WHEN m.email IS DISTINCT FROM o.email OR m."confirmedAt" IS NULL THEN 'another_customer'
                 WHEN o."orderedOn" < m."createdAt"::date THEN 'before_joining'
                 ELSE 'none' END = 'none'
      WHERE NOT EXISTS (SELECT 1 FROM purchase_claim c
                         WHERE c."orderNumber" = o."orderNumber" AND c.status <> 'rejected' AND c."storeOrderConflict" <> 'another_customer')`,
  );
  if (owners.length === 0) return 0;
  const members = await lockMembers(
    manager,
    owners.map((owner) => owner.memberId),
  );
  const inserted = await queryRows(manager, sql<{ id: string; memberId: number; orderNumber: string; totalCents: number; points: number; createdAt: Date }>`INSERT INTO purchase_claim ("memberId", "orderNumber", "totalCents", points)
     SELECT * FROM unnest(${owners.map((owner) => owner.memberId)}::int[], ${owners.map((owner) => owner.orderNumber)}::varchar[], ${owners.map((owner) => owner.totalCents)}::int[], ${owners.map((owner) => pointsForOrderTotal(owner.totalCents, programme.pointsPerDollar))}::int[])
     RETURNING id, "memberId", "orderNumber", "totalCents", points, "createdAt"`);
  const claims = inserted.map((row) =>
    manager.getRepository(PurchaseClaimEntity).create({ ...row, status: 'pending', storeTotalCents: null, storeOrderConflict: 'none', decidedAt: null, decidedBy: null, decisionReason: null, ledgerTransactionId: null }),
  );
  await approveLockedClaims(manager, claims, members, 'store_order', programme.tierThresholds);
  return claims.length;
}
