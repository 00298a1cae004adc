import type { DataSource } from 'typeorm';
import {
  type ClaimDecider,
  type ClaimListInput,
  type ClaimListOutput,
  type ClaimSign,
  type ClaimStatus,
  type StoreOrderConflict,
  MANY_CLAIMS_IN_A_DAY,
  orderNumberShape,
  ROUND_TOTAL_CENTS,
} from '../../../shared/loyalty-review.js';
import { queryRows, sql } from '../../db/sql.js';
import { orderNumberShapes } from '../orders/api.js';

interface ClaimRow {
  id: string;
  memberCode: string;
  firstName: string | null;
  email: string | null;
  orderNumber: string;
  totalCents: number;
  points: number;
  status: ClaimStatus;
  createdAt: Date;
  storeTotalCents: number | null;
  storeOrderConflict: StoreOrderConflict;
  decidedAt: Date | null;
  decidedBy: ClaimDecider | null;
  decisionReason: string | null;
  claimsInADay: number;
  sameTotalRecently: boolean;
}

function signsOf(row: ClaimRow, storeShapes: Set<string>): ClaimSign[] {
  const signs: ClaimSign[] = [];
  if (row.storeOrderConflict === 'another_customer') signs.push('order_of_another_customer');
  if (row.storeOrderConflict === 'before_joining') signs.push('ordered_before_joining');
  if (row.claimsInADay >= MANY_CLAIMS_IN_A_DAY) signs.push('many_claims_today');
  if (row.totalCents % ROUND_TOTAL_CENTS === 0) signs.push('round_total');
  // Only once some store orders are imported is there a pattern to compare with.
  if (storeShapes.size > 0 && !storeShapes.has(orderNumberShape(row.orderNumber))) signs.push('unusual_order_number');
  if (row.storeTotalCents !== null) signs.push('store_total_differs');
  if (row.sameTotalRecently) signs.push('same_total_recently');
  return signs;
}

/**
 * Claims in one status for the representative: pending ones oldest first (the review queue),
 * decided ones newest first, each with the signs that deserve a closer look.
 */
export async function listClaimsForReview(dataSource: DataSource, input: ClaimListInput): Promise<ClaimListOutput> {
  const [rows, [count], shapes] = await Promise.all([
    // Only one of the two orders applies: the other's keys are NULL for every row. An erased member has no code.
    queryRows(
      dataSource,
      sql<{ id: string; memberCode: string; firstName: string | null; email: string | null; orderNumber: string; totalCents: number; points: number; status: ClaimStatus; createdAt: Date; storeTotalCents: number | null; storeOrderConflict: StoreOrderConflict; decidedAt: Date | null; decidedBy: ClaimDecider | null; decisionReason: string | null; claimsInADay: number; sameTotalRecently: boolean }>`SELECT c.id::text AS id, m."loyaltyCode" AS "memberCode", m."firstName", m.email, c."orderNumber", c."totalCents", c.points,
                c.status, c."createdAt", c."storeTotalCents", c."storeOrderConflict", c."decidedAt", c."decidedBy", c."decisionReason",
                coalesce((SELECT count(*)::int FROM purchase_claim o
                           WHERE o."memberId" = c."memberId" AND o."createdAt" > c."createdAt" - interval '24 hours'
                             AND o."createdAt" <= c."createdAt"), 0) AS "claimsInADay",
                EXISTS (SELECT 1 FROM purchase_claim o
                         WHERE o."memberId" = c."memberId" AND o.id <> c.id AND o."totalCents" = c."totalCents"
                           AND o."createdAt" > c."createdAt" - interval '30 days' AND o."createdAt" <= c."createdAt") AS "sameTotalRecently"
           FROM purchase_claim c JOIN loyalty_member m ON m.id = c."memberId"
          WHERE c.status = ${input.status} AND m."erasedAt" IS NULL AND m."loyaltyCode" IS NOT NULL
          ORDER BY CASE WHEN ${input.status}::text = 'pending' THEN c."createdAt" END, CASE WHEN ${input.status}::text = 'pending' THEN c.id END,
                   c."createdAt" DESC, c.id DESC
          LIMIT ${input.limit}`,
    ),
    // An erased member's claims are kept for the books, never listed or counted.
    queryRows(
      dataSource,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM purchase_claim c
        WHERE c.status = ${input.status} AND NOT EXISTS (SELECT 1 FROM loyalty_member m WHERE m.id = c."memberId" AND m."erasedAt" IS NOT NULL)`,
    ),
    queryRows(dataSource, orderNumberShapes()),
  ]);
  const storeShapes = new Set(shapes.map((row) => row.shape));
  return {
    total: count?.total ?? 0,
    claims: rows.map((row) => ({
      claimId: row.id,
      memberCode: row.memberCode,
      memberFirstName: row.firstName,
      memberEmail: row.email,
      orderNumber: row.orderNumber,
      totalCents: row.totalCents,
      points: row.points,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      storeTotalCents: row.storeTotalCents,
      signs: signsOf(row, storeShapes),
      decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
      decidedBy: row.decidedBy,
      decisionReason: row.decisionReason,
    })),
  };
}
