import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { headerKey, type ImportRowError } from '../../../shared/csv-import.js';
import {
  STORE_ORDER_ROWS_MAX,
  type StoreOrderColumn,
  storeOrderColumns,
  type StoreOrderRow,
  storeOrderRowSchema,
} from '../../../shared/store-orders.js';

export interface ParsedStoreOrders {
  orders: Array<StoreOrderRow & { line: number }>;
  rows: number;
  errors: ImportRowError[];
}

function columnIndexes(header: string[]): { indexes: Partial<Record<StoreOrderColumn, number>>; errors: ImportRowError[] } {
  const keys = header.map(headerKey);
  const indexes: Partial<Record<StoreOrderColumn, number>> = {};
  const errors: ImportRowError[] = [];
  for (const [column, spec] of Object.entries(storeOrderColumns) as Array<[StoreOrderColumn, (typeof storeOrderColumns)[StoreOrderColumn]]>) {
    const index = keys.findIndex((key) => key === headerKey(spec.header) || (spec.aliases as readonly string[]).includes(key));
    if (index >= 0) indexes[column] = index;
    else if (spec.required) errors.push({ row: 1, column: spec.header, message: `The header has no ${spec.header} column` });
  }
  return { indexes, errors };
}

/**
 * Reads the storefront's order export as it streams in: a header row, then one order per row.
 * Every row is checked; the import goes ahead only when no row has an error, so this collects
 * them all (line numbers as a spreadsheet shows them: the header is row 1).
 */
export async function readStoreOrderCsv(source: Readable): Promise<ParsedStoreOrders> {
  const parser = source.pipe(parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 10_000, info: true }));
  // pipe() does not pass errors on: a failing upload (too large, cut off) must end the parse too.
  source.on('error', (error) => parser.destroy(error));
  const orders: ParsedStoreOrders['orders'] = [];
  const errors: ImportRowError[] = [];
  const seen = new Map<string, StoreOrderRow>();
  let indexes: Partial<Record<StoreOrderColumn, number>> | undefined;
  let headerLength = 0;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!indexes) {
        const header = columnIndexes(record);
        if (header.errors.length > 0) return { orders: [], rows: 0, errors: header.errors };
        indexes = header.indexes;
        headerLength = record.length;
        continue;
      }
      rows += 1;
      if (rows > STORE_ORDER_ROWS_MAX) {
        errors.push({ row: line, column: null, message: `A file can have at most ${STORE_ORDER_ROWS_MAX.toLocaleString('en-US')} orders` });
        break;
      }
      if (record.length !== headerLength) {
        errors.push({ row: line, column: null, message: `This row has ${record.length} fields; the header has ${headerLength}` });
        continue;
      }
      const cell = (column: StoreOrderColumn) => (indexes?.[column] === undefined ? '' : (record[indexes[column]] ?? ''));
      const parsed = storeOrderRowSchema.safeParse({
        orderNumber: cell('orderNumber'),
        date: cell('date'),
        total: cell('total'),
        email: cell('email'),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const column = storeOrderColumns[issue.path[0] as StoreOrderColumn]?.header ?? null;
          errors.push({ row: line, column, message: issue.message });
        }
        continue;
      }
      const order = parsed.data;
      const earlier = seen.get(order.orderNumber);
      if (earlier) {
        const same = earlier.total === order.total && earlier.date === order.date && earlier.email === order.email;
        if (!same)
          errors.push({ row: line, column: 'order_number', message: `Order ${order.orderNumber} appears earlier in the file with other details` });
        continue;
      }
      seen.set(order.orderNumber, order);
      orders.push({ ...order, line });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? rows + 1;
    errors.push({ row: line, column: null, message: `The file is not valid CSV here: ${error.message}` });
  }
  if (!indexes) errors.push({ row: 1, column: null, message: 'The file is empty: it needs a header row and one order per row' });
  return { orders, rows, errors };
}
