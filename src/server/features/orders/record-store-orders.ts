import type { EntityManager } from 'typeorm';
import { orderNumberShape } from '../../../shared/loyalty-review.js';
import type { StoreOrderLine } from '../../../shared/store-orders.js';
import { settleStoreOrders, type StoreOrderSettlement } from '../loyalty/api.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { composedStatement, sql } from '../../db/sql.js';
import { attributionCtes, attributionParameters, recommendedLineSql } from './attribution.js';
import { type ResolvedLine, resolveLineProducts } from './line-products.js';
import { addOrdersToSalesRollups, type CreditedOrder, productRollupOfAddedLines } from './sales-rollups.js';

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

/** An order's lines, and how many of them name a product the catalogue does not know. */
export interface HeldLines {
  lines: number;
  unknown: number;
}

export interface RecordedStoreOrders extends StoreOrderSettlement {
  conflicts: StoreOrderConflict[];
  newOrders: number;
  /** The orders this call recorded (not found recorded before), by number, with their lines. */
  newOrderLines: Map<string, HeldLines>;
  unchangedOrders: number;
  newLines: number;
  unknownProductLines: number;
}

const sameDetails = (order: IncomingStoreOrder, stored: StoredOrder) =>
  stored.totalCents === order.totalCents && stored.orderedOn === order.orderedOn && stored.email === order.email;

const storedOrdersNumbered = (numbers: string[]) =>
  sql<StoredOrder>`SELECT o.id::text AS id, o."orderNumber", o."orderedOn"::text AS "orderedOn", o."totalCents", o.email,
                EXISTS (SELECT 1 FROM store_order_line l WHERE l."orderId" = o.id) AS "hasLines"
           FROM store_order o WHERE o."orderNumber" = ANY(${numbers}::varchar[])`;

async function storedOrders(manager: EntityManager, numbers: string[]): Promise<Map<string, StoredOrder>> {
  const rows = await preparedQuery(manager, 'store-orders-stored', storedOrdersNumbered(numbers));
  return new Map(rows.map((row) => [row.orderNumber, row]));
}

/** Inserts orders attributed by the rules (attribution.ts), giving what the sales rollups group them by. */
const INSERT_ATTRIBUTED_ORDERS_TEXT = `
  WITH incoming AS (
    SELECT * FROM unnest($1::varchar[], $2::date[], $3::int[], $4::varchar[], $5::varchar[]) AS f("orderNumber", "orderedOn", "totalCents", email, shape)
  ), ${attributionCtes(7)}, inserted AS (
    INSERT INTO store_order ("orderNumber", "orderedOn", "totalCents", email, "orderNumberShape", "receivedVia", "personId", "quizResponseId", "emailMessageId", source)
    SELECT i."orderNumber", i."orderedOn", i."totalCents", i.email, i.shape, $6, b."personId", q."quizResponseId", c."messageId", q.source
      FROM incoming i
      LEFT JOIN buyer b ON b."orderNumber" = i."orderNumber"
      LEFT JOIN quiz q ON q."orderNumber" = i."orderNumber"
      LEFT JOIN clicked c ON c."orderNumber" = i."orderNumber"
    ON CONFLICT ("orderNumber") DO NOTHING
    RETURNING id, "orderNumber", "orderedOn", "totalCents", "personId", "quizResponseId", source
  )
  SELECT o.id::text AS id, o."orderNumber", to_char(o."orderedOn", 'YYYY-MM-DD') AS day,
         CASE WHEN o."quizResponseId" IS NULL THEN 'none' ELSE coalesce(o.source, 'unknown') END AS source,
         coalesce(c."emailKey", '') AS "emailKey", o."totalCents", o."personId"
    FROM inserted o LEFT JOIN clicked c ON c."orderNumber" = o."orderNumber"`;

/** Inserts (attributed) the orders nobody has recorded; gives those this statement inserted, by number. */
async function insertOrders(manager: EntityManager, orders: IncomingStoreOrder[], via: 'import' | 'push'): Promise<Map<string, CreditedOrder>> {
  if (orders.length === 0) return new Map();
  // Composed: the attribution rules are CTEs written once in attribution.ts, shared with the other order paths.
  const statement = composedStatement<CreditedOrder & { orderNumber: string }>(INSERT_ATTRIBUTED_ORDERS_TEXT, [
    orders.map((order) => order.orderNumber),
    orders.map((order) => order.orderedOn),
    orders.map((order) => order.totalCents),
    orders.map((order) => order.email),
    orders.map((order) => orderNumberShape(order.orderNumber)),
    via,
    ...attributionParameters(),
  ]);
  const rows = await preparedQuery(manager, 'store-orders-insert-attributed', statement);
  return new Map(rows.map(({ orderNumber, ...order }) => [orderNumber, order]));
}

/**
 * Inserts lines, each marked when it is a recommended purchase, and adds them to the product
 * rollups in the same statement (lines already there are left, and not counted again).
 */
const INSERT_LINES_TEXT = `
  WITH added AS (
    INSERT INTO store_order_line ("orderId", position, "productId", "productText", quantity, "lineTotalCents", recommended)
    SELECT f."orderId", f.position, f."productId", f."productText", f.quantity, f."lineTotalCents", ${recommendedLineSql('f."orderId"', 'f."productId"')}
      FROM unnest($1::bigint[], $2::smallint[], $3::int[], $4::varchar[], $5::int[], $6::int[]) AS f("orderId", position, "productId", "productText", quantity, "lineTotalCents")
    ON CONFLICT ("orderId", position) DO NOTHING
    RETURNING "orderId", "productId", quantity, "lineTotalCents", recommended
  ), rolled AS (${productRollupOfAddedLines})
  SELECT count(*)::int AS added FROM added`;

async function insertLines(manager: EntityManager, lines: Array<ResolvedLine & { orderId: string; position: number }>): Promise<void> {
  if (lines.length === 0) return;
  // Composed: the recommended-line rule and the product rollup are fragments shared with the import.
  const statement = composedStatement<{ added: number }>(INSERT_LINES_TEXT, [
    lines.map((line) => line.orderId),
    lines.map((line) => line.position),
    lines.map((line) => line.productId),
    lines.map((line) => line.productText),
    lines.map((line) => line.quantity),
    lines.map((line) => line.lineTotalCents),
  ]);
  await preparedQuery(manager, 'store-order-lines-insert', statement);
}

function linesOfNewOrders(added: Array<{ orderId: string }>, resolved: ResolvedLine[], inserted: Map<string, CreditedOrder>): Map<string, HeldLines> {
  const byId = new Map<string, HeldLines>([...inserted.values()].map((order) => [order.id, { lines: 0, unknown: 0 }]));
  added.forEach((line, index) => {
    const held = byId.get(line.orderId);
    if (!held) return;
    held.lines += 1;
    if (resolved[index]?.productId === null) held.unknown += 1;
  });
  return new Map([...inserted].map(([orderNumber, order]) => [orderNumber, byId.get(order.id) as HeldLines]));
}

/**
 * Records store orders with their lines inside the caller's transaction, the one path of the
 * CSV import and of pushes. An order recorded before with the same details is left as it is (its
 * lines are added if it had none); one with other details is a conflict, and then nothing is
 * written. New orders are attributed as they are inserted (attribution.ts), added to the daily
 * sales rollups (sales-rollups.ts) and go through the loyalty programme's claim checks.
 */
export async function recordStoreOrders(
  manager: EntityManager,
  orders: IncomingStoreOrder[],
  options: { via: 'import' | 'push'; creditMembers: boolean },
): Promise<RecordedStoreOrders> {
  const recorded: RecordedStoreOrders = { conflicts: [], newOrders: 0, newOrderLines: new Map(), unchangedOrders: 0, newLines: 0, unknownProductLines: 0, claimsApproved: 0, claimsFlagged: 0, ordersCredited: 0 };
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
    const orderId = inserted.get(order.orderNumber)?.id ?? (stored.get(order.orderNumber)?.hasLines === false ? stored.get(order.orderNumber)?.id : undefined);
    return orderId === undefined ? [] : order.lines.map((line, index) => ({ line, orderId, position: index + 1 }));
  });
  const resolved = await resolveLineProducts(
    manager,
    linesToAdd.map((entry) => entry.line),
  );
  await insertLines(
    manager,
    linesToAdd.map((entry, index) => ({ ...(resolved[index] as ResolvedLine), orderId: entry.orderId, position: entry.position })),
  );
  await addOrdersToSalesRollups(manager, [...inserted.values()]);

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
    newOrderLines: linesOfNewOrders(linesToAdd, resolved, inserted),
    unchangedOrders: orders.length - fresh.length,
    newLines: resolved.length,
    unknownProductLines: resolved.filter((line) => line.productId === null).length,
  };
}
