import type { EntityManager } from 'typeorm';
import type { StoreOrderConflict } from '../../../shared/loyalty-review.js';
import { queryRows, sql } from '../../db/sql.js';

/**
 * The one rule of who a store order belongs to, as SQL over a `store_order` row and a
 * `loyalty_member` row (by their aliases): an order that carries an email belongs only to the
 * confirmed member with that email, and earns only if placed on or after the day they joined.
 * Gives the StoreOrderConflict ('none' when the order names no customer or is the member's).
 */
export function storeOrderConflictSql(order: string, member: string): string {
  return `CASE WHEN ${order}.email IS NULL THEN 'none'
               WHEN ${member}.email IS DISTINCT FROM ${order}.email OR ${member}."confirmedAt" IS NULL THEN 'another_customer'
               WHEN ${order}."orderedOn" < ${member}."createdAt"::date THEN 'before_joining'
               ELSE 'none' END`;
}

export interface StoreOrderForMember {
  totalCents: number;
  conflict: StoreOrderConflict;
}

/** The imported store order with this number, and whether it belongs to this member (null: none imported). */
export async function storeOrderForMember(manager: EntityManager, orderNumber: string, memberId: number): Promise<StoreOrderForMember | null> {
  const [row] = await manager.query<StoreOrderForMember[]>(
    `SELECT o."totalCents", ${storeOrderConflictSql('o', 'm')} AS conflict
       FROM store_order o JOIN loyalty_member m ON m.id = $2
      WHERE o."orderNumber" = $1`,
    [orderNumber, memberId],
  );
  return row ?? null;
}

/** Whether this order number has already earned points (the ledger holds one purchase per order). */
export async function orderAlreadyCredited(manager: EntityManager, orderNumber: string): Promise<boolean> {
  const rows = await queryRows(manager, sql<{ '?column?': number }>`SELECT 1 FROM loyalty_transaction WHERE "avonOrderNumber" = ${orderNumber}`);
  return rows.length > 0;
}
