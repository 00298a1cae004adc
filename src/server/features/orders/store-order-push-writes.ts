import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { formatCents } from '../../../shared/money.js';
import type { StoreOrderPushResult } from '../../../shared/store-orders.js';
import { groupedWriter } from '../../db/grouped-writes.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { isDeadlock } from '../../db/postgres-errors.js';
import { AppError } from '../../errors.js';
import { type HeldLines, type IncomingStoreOrder, recordStoreOrders } from './record-store-orders.js';
import { STORE_ORDER_WRITES_LOCK } from './store-order-writes.js';
import { queryRows, sql } from '../../db/sql.js';

/** A push whose signature and body were checked: its delivery id and its order. */
export interface VerifiedPush {
  webhookId: string;
  order: IncomingStoreOrder;
}

/** What one push of a group comes to: its answer, its own refusal, or the error it alone met (the others still count). */
type PushOutcome = { result: StoreOrderPushResult } | { refusal: AppError } | { failure: unknown };

/** How often a group is tried again when PostgreSQL broke a lock cycle by aborting it. */
const DEADLOCK_ATTEMPTS = 3;

type OrderDetails = Pick<IncomingStoreOrder, 'totalCents' | 'orderedOn' | 'email'>;

const sameDetails = (a: OrderDetails, b: OrderDetails) => a.totalCents === b.totalCents && a.orderedOn === b.orderedOn && a.email === b.email;

function conflictRefusal(order: IncomingStoreOrder, before: OrderDetails): AppError {
  return new AppError('CONFLICT', `Order ${order.orderNumber} was recorded before as ${formatCents(before.totalCents)} on ${before.orderedOn}; nothing was changed`);
}

/** Thrown when orders turn out recorded before with other details: the group is tried again without their pushes. */
class ConflictingOrders extends Error {}

/** What each of these orders holds now, for the answers. */
async function heldLines(manager: EntityManager, orderNumbers: string[]): Promise<Map<string, HeldLines>> {
  if (orderNumbers.length === 0) return new Map();
  const rows = await queryRows(manager, sql<{ orderNumber: string } & HeldLines>`SELECT o."orderNumber", count(l.id)::int AS lines, count(l.id) FILTER (WHERE l."productId" IS NULL)::int AS unknown
       FROM store_order o LEFT JOIN store_order_line l ON l."orderId" = o.id WHERE o."orderNumber" = ANY(${orderNumbers}::varchar[]) GROUP BY o."orderNumber"`);
  return new Map(rows.map(({ orderNumber, ...held }) => [orderNumber, held]));
}

/** Refuses the pushes of an order number that an earlier push of this group gave other details. */
function refuseDifferingRepeats(pushes: VerifiedPush[], refused: Map<VerifiedPush, AppError>): void {
  const firstOfOrder = new Map<string, VerifiedPush>();
  for (const push of pushes) {
    const first = firstOfOrder.get(push.order.orderNumber);
    if (!first) firstOfOrder.set(push.order.orderNumber, push);
    else if (!sameDetails(first.order, push.order)) refused.set(push, conflictRefusal(push.order, first.order));
  }
}

/**
 * Takes the store-order writes' lock, shared with other pushes (an import takes it alone), and
 * stores the delivery ids not seen before (in sorted order), in one statement (the lock is the
 * statement's one-time filter, taken before any row); gives the pushes that brought them, one per id.
 */
async function newDeliveries(manager: EntityManager, pushes: VerifiedPush[]): Promise<VerifiedPush[]> {
  const byId = new Map<string, VerifiedPush>();
  for (const push of pushes) if (!byId.has(push.webhookId)) byId.set(push.webhookId, push);
  const ids = [...byId.keys()].sort();
  const orderNumbers = ids.map((id) => byId.get(id)?.order.orderNumber ?? null);
  const inserted = await preparedQuery(
    manager,
    'store-order-deliveries-insert',
    sql<{ webhookId: string }>`INSERT INTO store_order_delivery ("webhookId", "orderNumber")
             SELECT * FROM unnest(${ids}::varchar[], ${orderNumbers}::varchar[]) WHERE (SELECT pg_advisory_xact_lock_shared(${STORE_ORDER_WRITES_LOCK}::bigint)) IS NOT NULL
             ON CONFLICT ("webhookId") DO NOTHING RETURNING "webhookId"`,
  );
  return inserted.map((row) => byId.get(row.webhookId) as VerifiedPush);
}

/**
 * Records a group of pushes in one transaction. A delivery id seen before (or earlier in the
 * group) answers `already`; the first push of an order number records it, a later one with the
 * same details answers `already` and one with other details a 409, as does an order recorded
 * before with other details. Rows are written in sorted order (deliveries, then orders), so two
 * groups in flight never wait on each other crosswise.
 */
async function recordPushGroup(manager: EntityManager, pushes: VerifiedPush[], conflicting: Map<VerifiedPush, AppError>): Promise<PushOutcome[]> {
  // Repeats are judged afresh on each try: the first push of a number may have been refused since.
  const refused = new Map(conflicting);
  refuseDifferingRepeats(
    pushes.filter((push) => !conflicting.has(push)),
    refused,
  );
  const candidates = pushes.filter((push) => !refused.has(push));
  const recording = new Map<string, VerifiedPush>();
  for (const push of await newDeliveries(manager, candidates)) if (!recording.has(push.order.orderNumber)) recording.set(push.order.orderNumber, push);

  const orders = [...recording.values()].map((push) => push.order).sort((a, b) => (a.orderNumber < b.orderNumber ? -1 : 1));
  const recorded = await recordStoreOrders(manager, orders, { via: 'push', creditMembers: true });
  if (recorded.conflicts.length > 0) {
    const before = new Map(recorded.conflicts.map((conflict) => [conflict.order.orderNumber, conflict.before]));
    for (const push of candidates) {
      const stored = before.get(push.order.orderNumber);
      if (stored && !sameDetails(push.order, stored)) conflicting.set(push, conflictRefusal(push.order, stored));
    }
    throw new ConflictingOrders();
  }
  // A new order's lines are those this group wrote; only the others are read back.
  const held = await heldLines(manager, [...new Set(pushes.map((push) => push.order.orderNumber))].filter((orderNumber) => !recorded.newOrderLines.has(orderNumber)));
  return pushes.map((push) => {
    const refusal = refused.get(push);
    if (refusal) return { refusal };
    const { orderNumber } = push.order;
    const isNew = recorded.newOrderLines.has(orderNumber) && recording.get(orderNumber) === push;
    const { lines = 0, unknown = 0 } = recorded.newOrderLines.get(orderNumber) ?? held.get(orderNumber) ?? {};
    return { result: { orderNumber, recorded: isNew ? 'new' : 'already', lines, unknownProductLines: unknown } };
  });
}

/**
 * Records a group. A statement that fails for one push's data fails the whole transaction: then
 * each push is tried alone, so one bad push never refuses the storefronts grouped with it.
 */
async function writePushGroup(dataSource: DataSource, pushes: VerifiedPush[]): Promise<PushOutcome[]> {
  try {
    return await writeTogether(dataSource, pushes);
  } catch (error) {
    // Only a failed statement: a lost connection would fail each of them again, one after another.
    if (pushes.length === 1 || !(error instanceof QueryFailedError)) throw error;
    const outcomes: PushOutcome[] = [];
    for (const push of pushes) outcomes.push(...(await writeTogether(dataSource, [push]).catch((failure: unknown) => [{ failure }])));
    return outcomes;
  }
}

/** Records pushes in one transaction, trying again without the orders found conflicting, or after a deadlock. */
async function writeTogether(dataSource: DataSource, pushes: VerifiedPush[]): Promise<PushOutcome[]> {
  // Pushes found conflicting with a recorded order: each try leaves them out.
  const conflicting = new Map<VerifiedPush, AppError>();
  for (let deadlocks = 0; ; ) {
    try {
      return await dataSource.transaction((manager) => recordPushGroup(manager, pushes, conflicting));
    } catch (error) {
      if (error instanceof ConflictingOrders) continue;
      if (isDeadlock(error) && ++deadlocks < DEADLOCK_ATTEMPTS) continue;
      throw error;
    }
  }
}

const writers = new WeakMap<DataSource, (push: VerifiedPush) => Promise<PushOutcome>>();

/**
 * Records one verified push, in a statement group shared with the pushes arriving meanwhile
 * (one group of at most 64 at a time): 50 storefronts pushing at once wait for a few commits
 * instead of queueing 50, and take one of the pool's connections. One group at a time
 * recorded more pushes a second than two (about 470 against 410 on two cores: larger groups,
 * and none waiting on another's rows). Nothing is answered before its group has committed.
 */
export async function recordPush(dataSource: DataSource, push: VerifiedPush): Promise<StoreOrderPushResult> {
  let writer = writers.get(dataSource);
  if (!writer) {
    writer = groupedWriter((pushes: VerifiedPush[]) => writePushGroup(dataSource, pushes), { maxInFlight: 1, maxGroup: 64 });
    writers.set(dataSource, writer);
  }
  const outcome = await writer(push);
  if ('refusal' in outcome) throw outcome.refusal;
  if ('failure' in outcome) throw outcome.failure;
  return outcome.result;
}
