import type { EntityManager } from 'typeorm';
import { orderNumberShape } from '../../../shared/loyalty-review.js';
import type { StoreOrderLine } from '../../../shared/store-orders.js';
import { settleStoreOrders, type StoreOrderSettlement } from '../loyalty/api.js';
import { attributeOrders, markRecommendedLines } from './attribution.js';
import { type ResolvedLine, resolveLineProducts } from './line-products.js';
import { addToSalesRollups } from './sales-rollups.js';

/** An order as the import or a push brings it, its number normalised. */
export interface IncomingStoreOrder {
  orderNumber: string;
  orderedOn: string;
  totalCents: number;
  email: string | null;
  lines: StoreOrderLine[];
}

interface StoredOrder {
  id: string;
  orderNumber: string;
  orderedOn: string;
  totalCents: number;
  email: string | null;
  hasLines: boolean;
}

/** An order recorded before with other details: nothing is recorded while there is one. */
export interface StoreOrderConflict {
  order: IncomingStoreOrder;
  before: Pick<StoredOrder, 'orderedOn' | 'totalCents' | 'email'>;
}

export interface RecordedStoreOrders extends StoreOrderSettlement {
  conflicts: StoreOrderConflict[];
  newOrders: number;
  /** The numbers of the orders this call recorded (not found recorded before). */
  newOrderNumbers: Set<string>;
  unchangedOrders: number;
  newLines: number;
  unknownProductLines: number;
}

const sameDetails = (order: IncomingStoreOrder, stored: StoredOrder) =>
  stored.totalCents === order.totalCents && stored.orderedOn === order.orderedOn && stored.email === order.email;

async function storedOrders(manager: EntityManager, numbers: string[]): Promise<Map<string, StoredOrder>> {
  const rows = await manager.query<StoredOrder[]>(
    `SELECT o.id::text AS id, o."orderNumber", to_char(o."orderedOn", 'YYYY-MM-DD') AS "orderedOn", o."totalCents", o.email,
            EXISTS (SELECT 1 FROM store_order_line l WHERE l."orderId" = o.id) AS "hasLines"
       FROM store_order o WHERE o."orderNumber" = ANY($1::varchar[])`,
    [numbers],
  );
  return new Map(rows.map((row) => [row.orderNumber, row]));
}

/** Inserts the orders nobody has recorded; gives the ids of those this statement inserted. */
async function insertOrders(manager: EntityManager, orders: IncomingStoreOrder[], via: 'import' | 'push'): Promise<Map<string, string>> {
  if (orders.length === 0) return new Map();
  const rows = await manager.query<Array<{ id: string; orderNumber: string }>>(
    `INSERT INTO store_order ("orderNumber", "orderedOn", "totalCents", email, "orderNumberShape", "receivedVia")
     SELECT n, d, t, e, s, $6 FROM unnest($1::varchar[], $2::date[], $3::int[], $4::varchar[], $5::varchar[]) AS f(n, d, t, e, s)
     ON CONFLICT ("orderNumber") DO NOTHING
     RETURNING id::text AS id, "orderNumber"`,
    [
      orders.map((order) => order.orderNumber),
      orders.map((order) => order.orderedOn),
      orders.map((order) => order.totalCents),
      orders.map((order) => order.email),
      orders.map((order) => orderNumberShape(order.orderNumber)),
      via,
    ],
  );
  return new Map(rows.map((row) => [row.orderNumber, row.id]));
}

/** Inserts lines no one has recorded; gives the ids of those this statement inserted. */
async function insertLines(manager: EntityManager, lines: Array<ResolvedLine & { orderId: string; position: number }>): Promise<string[]> {
  if (lines.length === 0) return [];
  const rows = await manager.query<Array<{ id: string }>>(
    `INSERT INTO store_order_line ("orderId", position, "productId", "productText", quantity, "lineTotalCents")
     SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::int[], $4::varchar[], $5::int[], $6::int[])
     ON CONFLICT ("orderId", position) DO NOTHING
     RETURNING id::text AS id`,
    [
      lines.map((line) => line.orderId),
      lines.map((line) => line.position),
      lines.map((line) => line.productId),
      lines.map((line) => line.productText),
      lines.map((line) => line.quantity),
      lines.map((line) => line.lineTotalCents),
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * Records store orders with their lines inside the caller's transaction, the one path of the
 * CSV import and of pushes. An order recorded before with the same details is left as it is (its
 * lines are added if it had none); one with other details is a conflict, and then nothing is
 * written. New orders are attributed (attribution.ts), added to the daily sales rollups
 * (sales-rollups.ts) and go through the loyalty programme's claim checks.
 */
export async function recordStoreOrders(
  manager: EntityManager,
  orders: IncomingStoreOrder[],
  options: { via: 'import' | 'push'; creditMembers: boolean },
): Promise<RecordedStoreOrders> {
  const recorded: RecordedStoreOrders = { conflicts: [], newOrders: 0, newOrderNumbers: new Set(), unchangedOrders: 0, newLines: 0, unknownProductLines: 0, claimsApproved: 0, claimsFlagged: 0, ordersCredited: 0 };
  let stored = await storedOrders(
    manager,
    orders.map((order) => order.orderNumber),
  );
  const conflictsWith = (found: Map<string, StoredOrder>) =>
    orders.flatMap((order) => {
      const before = found.get(order.orderNumber);
      return before && !sameDetails(order, before) ? [{ order, before }] : [];
    });
  recorded.conflicts = conflictsWith(stored);
  if (recorded.conflicts.length > 0) return recorded;

  const inserted = await insertOrders(
    manager,
    orders.filter((order) => !stored.has(order.orderNumber)),
    options.via,
  );
  // An order another transaction recorded meanwhile (a push racing its own retry) is one found before.
  if (inserted.size + stored.size < orders.length) {
    stored = await storedOrders(
      manager,
      orders.map((order) => order.orderNumber),
    );
    recorded.conflicts = conflictsWith(stored).filter(({ order }) => !inserted.has(order.orderNumber));
    if (recorded.conflicts.length > 0) return recorded;
  }

  const linesToAdd = orders.flatMap((order) => {
    const orderId = inserted.get(order.orderNumber) ?? (stored.get(order.orderNumber)?.hasLines === false ? stored.get(order.orderNumber)?.id : undefined);
    return orderId === undefined ? [] : order.lines.map((line, index) => ({ line, orderId, position: index + 1 }));
  });
  const resolved = await resolveLineProducts(
    manager,
    linesToAdd.map((entry) => entry.line),
  );
  const lineIds = await insertLines(
    manager,
    linesToAdd.map((entry, index) => ({ ...(resolved[index] as ResolvedLine), orderId: entry.orderId, position: entry.position })),
  );

  await attributeOrders(manager, [...inserted.values()]);
  await markRecommendedLines(manager, [...new Set(linesToAdd.map((entry) => entry.orderId))]);
  await addToSalesRollups(manager, { orderIds: [...inserted.values()], lineIds });

  const fresh = orders.filter((order) => inserted.has(order.orderNumber));
  const settlement = await settleStoreOrders(
    manager,
    fresh.map((order) => ({ orderNumber: order.orderNumber, total: order.totalCents, email: order.email })),
    { creditMembers: options.creditMembers },
  );
  return {
    ...recorded,
    ...settlement,
    newOrders: fresh.length,
    newOrderNumbers: new Set(inserted.keys()),
    unchangedOrders: orders.length - fresh.length,
    newLines: resolved.length,
    unknownProductLines: resolved.filter((line) => line.productId === null).length,
  };
}
