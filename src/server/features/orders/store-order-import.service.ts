import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { importErrorCounts, type ImportRowError } from '../../../shared/csv-import.js';
import { formatCents } from '../../../shared/money.js';
import type { ImportReport } from '../../../shared/store-orders.js';
import { readStoreOrderCsv } from './store-order-csv.js';
import { type RecordedStoreOrders, recordStoreOrders } from './record-store-orders.js';
import { STORE_ORDER_WRITES_LOCK } from './store-order-writes.js';
import { execute, sql } from '../../db/sql.js';

function report(parsed: { rows: number }, errors: ImportRowError[], recorded?: RecordedStoreOrders): ImportReport {
  return {
    imported: errors.length === 0,
    rows: parsed.rows,
    newOrders: recorded?.newOrders ?? 0,
    unchangedOrders: recorded?.unchangedOrders ?? 0,
    claimsApproved: recorded?.claimsApproved ?? 0,
    claimsFlagged: recorded?.claimsFlagged ?? 0,
    ordersCredited: recorded?.ordersCredited ?? 0,
    newLines: recorded?.newLines ?? 0,
    unknownProductLines: recorded?.unknownProductLines ?? 0,
    ...importErrorCounts(errors),
  };
}

/** Rolls the import's transaction back, carrying the report that says why. */
class RefusedImport extends Error {
  constructor(readonly report: ImportReport) {
    super('import refused');
  }
}

/**
 * Imports the storefront's order export, all or nothing (see recordStoreOrders for what a new
 * order does). An order already imported with the same details is left as it is, so importing
 * a file twice changes nothing; one imported with other details refuses the whole file.
 */
export async function importStoreOrders(dataSource: DataSource, source: Readable, options: { creditMembers: boolean }): Promise<ImportReport> {
  const parsed = await readStoreOrderCsv(source);
  if (parsed.errors.length > 0) return report(parsed, parsed.errors);
  try {
    return await dataSource.transaction(async (manager) => {
      // One import at a time, and no push meanwhile: the second sees the first's orders as recorded.
      await execute(manager, sql<{ pg_advisory_xact_lock: void | null }>`SELECT pg_advisory_xact_lock(${STORE_ORDER_WRITES_LOCK})`);
      const recorded = await recordStoreOrders(manager, parsed.orders, { via: 'import', creditMembers: options.creditMembers });
      if (recorded.conflicts.length === 0) return report(parsed, [], recorded);
      const rowOf = new Map(parsed.orders.map((order) => [order.orderNumber, order.line]));
      const errors = recorded.conflicts.map(({ order, before }) => ({
        row: rowOf.get(order.orderNumber) ?? 0,
        column: null,
        message: `Order ${order.orderNumber} was imported before as ${formatCents(before.totalCents)} on ${before.orderedOn}; this row says ${formatCents(order.totalCents)} on ${order.orderedOn}`,
      }));
      throw new RefusedImport(report(parsed, errors));
    });
  } catch (error) {
    if (error instanceof RefusedImport) return error.report;
    throw error;
  }
}
