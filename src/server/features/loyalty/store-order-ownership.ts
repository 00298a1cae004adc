import type { EntityManager } from 'typeorm';
import type { StoreOrderConflict } from '../../../shared/loyalty-review.js';
import { queryRows, sql } from '../../db/sql.js';

export interface StoreOrderForMember {
  totalCents: number;
  conflict: StoreOrderConflict;
}

/**
 * The imported store order with this number, and whether it belongs to this member (null: none
 * imported). The one rule of who a store order belongs to, as a CASE over a `store_order` row `o`
 * and a `loyalty_member` row `m`: an order that carries an email belongs only to the confirmed
 * member with that email, and earns only if placed on or after the day they joined; 'none' when
 * the order names no customer or is the member's. The settlement of imported orders
 * (store-order-settlement.ts) spells out the same CASE: keep them alike.
 */
export async function storeOrderForMember(manager: EntityManager, orderNumber: string, memberId: number): Promise<StoreOrderForMember | null> {
  const [row] = await queryRows(
    manager,
    sql<{ totalCents: number; conflict: 'none' | 'another_customer' | 'before_joining' }>`
      SELECT o."totalCents",
             CASE WHEN o.email IS NULL THEN 'none'
                  WHEN m.email IS DISTINCT FROM o.email OR m."confirmedAt" IS NULL THEN 'another_customer'
                  WHEN o."orderedOn" < m."createdAt"::date THEN 'before_joining'
                  ELSE 'none' END AS conflict
        FROM store_order o JOIN loyalty_member m ON m.id = ${memberId}
       WHERE o."orderNumber" = ${orderNumber}`,
  );
  return row ?? null;
}

/** Whether this order number has already earned points (the ledger holds one purchase per order). */
export async function orderAlreadyCredited(manager: EntityManager, orderNumber: string): Promise<boolean> {
  const rows = await queryRows(manager, sql<{ '?column?': number }>`SELECT 1 FROM loyalty_transaction WHERE "avonOrderNumber" = ${orderNumber}`);
  return rows.length > 0;
}
