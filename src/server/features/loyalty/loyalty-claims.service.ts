import type { DataSource } from 'typeorm';
import { PURCHASE_CLAIMS_LIMIT, type PurchaseClaim, type VoidPurchaseInput } from '../../../shared/loyalty.js';
import { voidPurchase } from './loyalty-purchases.service.js';

/** The latest purchase claims with whether each was voided, for the representative. */
export async function listPurchaseClaims(dataSource: DataSource, limit = PURCHASE_CLAIMS_LIMIT): Promise<PurchaseClaim[]> {
  const rows = await dataSource.query<
    Array<{ id: string; code: string; firstName: string | null; orderNumber: string; total: number | null; points: number; createdAt: Date; voided: boolean }>
  >(
    `SELECT t.id::text AS id, m."loyaltyCode" AS code, m."firstName" AS "firstName", t."avonOrderNumber" AS "orderNumber",
            t."orderTotalCents" AS total, t."pointsAmount" AS points, t."createdAt",
            EXISTS (SELECT 1 FROM loyalty_transaction r WHERE r."reversesTransactionId" = t.id) AS voided
       FROM loyalty_transaction t JOIN loyalty_member m ON m.id = t."memberId"
      WHERE t.kind = 'purchase'
      ORDER BY t."createdAt" DESC, t.id DESC
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    transactionId: row.id,
    memberCodeHint: `…${row.code.slice(-4)}`,
    memberFirstName: row.firstName,
    orderNumber: row.orderNumber,
    totalCents: row.total ?? 0,
    points: row.points,
    createdAt: new Date(row.createdAt).toISOString(),
    voided: row.voided,
  }));
}

export async function voidPurchaseClaim(dataSource: DataSource, input: VoidPurchaseInput): Promise<{ voided: true }> {
  await dataSource.transaction((manager) => voidPurchase(manager, input));
  return { voided: true };
}
