import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { headerKey, type ImportRowError } from '../../../shared/csv-import.js';
import { orderNumberSchema } from '../../../shared/loyalty.js';
import { parseDollars } from '../../../shared/money.js';
import {
  STORE_ORDER_LINES_MAX,
  STORE_ORDER_PRODUCT_COLUMNS,
  STORE_ORDER_ROWS_MAX,
  type StoreOrderColumn,
  storeOrderColumns,
  storeOrderLineSchema,
  storeOrderRowSchema,
} from '../../../shared/store-orders.js';
import type { IncomingStoreOrder } from './record-store-orders.js';

export interface ParsedStoreOrders {
  /** Each order once, with its lines, and the row it first appears on. */
  orders: Array<IncomingStoreOrder & { line: number }>;
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
 * Reads the storefront's order export as it streams in: a header row, then one order per row or
 * one order line per row (see storeOrderColumns).
 * Every row is checked; the import goes ahead only when no row has an error, so this collects
 * them all (line numbers as a spreadsheet shows them: the header is row 1).
 */
export async function readStoreOrderCsv(source: Readable): Promise<ParsedStoreOrders> {
  const parser = source.pipe(parse({ bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 10_000, info: true }));
  // pipe() does not pass errors on: a failing upload (too large, cut off) must end the parse too.
  source.on('error', (error) => parser.destroy(error));
  const orders: ParsedStoreOrders['orders'] = [];
  const errors: ImportRowError[] = [];
  const byNumber = new Map<string, ParsedStoreOrders['orders'][number]>();
  const firstCellsOf = new Map<IncomingStoreOrder, FirstCells>();
  let lastNumber: { text: string; parsed: ReturnType<typeof orderNumberSchema.safeParse> } = { text: '', parsed: orderNumberSchema.safeParse('') };
  let hasLineColumns = false;
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
        hasLineColumns = STORE_ORDER_PRODUCT_COLUMNS.some((column) => indexes?.[column] !== undefined);
        headerLength = record.length;
        continue;
      }
      rows += 1;
      if (rows > STORE_ORDER_ROWS_MAX) {
        errors.push({ row: line, column: null, message: `A file can have at most ${STORE_ORDER_ROWS_MAX.toLocaleString('en-US')} rows` });
        break;
      }
      if (record.length !== headerLength) {
        errors.push({ row: line, column: null, message: `This row has ${record.length} fields; the header has ${headerLength}` });
        continue;
      }
      const cell = (column: StoreOrderColumn) => (indexes?.[column] === undefined ? '' : (record[indexes[column]] ?? ''));
      const rowErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, column?: StoreOrderColumn) =>
        issues.map((issue) => ({ row: line, column: storeOrderColumns[column ?? (issue.path[0] as StoreOrderColumn)]?.header ?? null, message: issue.message }));
      // An order's lines follow each other: its number is checked once, not on every line.
      const numberText = cell('orderNumber');
      if (numberText !== lastNumber.text) lastNumber = { text: numberText, parsed: orderNumberSchema.safeParse(numberText) };
      const number = lastNumber.parsed;
      if (!number.success) {
        errors.push(...rowErrors(number.error.issues, 'orderNumber'));
        continue;
      }
      let order = byNumber.get(number.data);
      if (order) {
        if (disagreesWithEarlier(order, firstCellsOf.get(order), cell)) {
          errors.push({ row: line, column: 'order_number', message: `Order ${order.orderNumber} appears earlier in the file with other details` });
          continue;
        }
      } else {
        const parsed = storeOrderRowSchema.safeParse({ orderNumber: cell('orderNumber'), date: cell('date'), total: cell('total'), email: cell('email') });
        if (!parsed.success) {
          errors.push(...rowErrors(parsed.error.issues));
          continue;
        }
        order = { orderNumber: parsed.data.orderNumber, orderedOn: parsed.data.date, totalCents: parsed.data.total, email: parsed.data.email, lines: [], line };
        byNumber.set(order.orderNumber, order);
        firstCellsOf.set(order, { date: cell('date'), total: cell('total'), email: cell('email') });
        orders.push(order);
      }
      if (!hasLineColumns) continue;
      const orderLine = lineOfRow(cell);
      if (orderLine === null) continue;
      if (!orderLine.success) {
        errors.push(...orderLine.issues.map((issue) => ({ row: line, column: issue.column, message: issue.message })));
        continue;
      }
      if (order.lines.length >= STORE_ORDER_LINES_MAX) {
        errors.push({ row: line, column: null, message: `Order ${order.orderNumber} has more than ${STORE_ORDER_LINES_MAX} lines` });
        continue;
      }
      order.lines.push(orderLine.line);
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? rows + 1;
    errors.push({ row: line, column: null, message: `The file is not valid CSV here: ${error.message}` });
  }
  if (!indexes) errors.push({ row: 1, column: null, message: 'The file is empty: it needs a header row and one order per row' });
  return { orders, rows, errors };
}

type Cell = (column: StoreOrderColumn) => string;

/** An order's date, total and email cells as its first row wrote them. */
type FirstCells = Record<'date' | 'total' | 'email', string>;

/** Whether a later row of an order fills in a date, total or email other than its first row's (an empty cell agrees). */
function disagreesWithEarlier(order: IncomingStoreOrder, firstCells: FirstCells | undefined, cell: Cell): boolean {
  const fields = storeOrderRowSchema.shape;
  // A cell as the first row wrote it agrees without a second check (an export repeats them on every line).
  const differs = (column: 'date' | 'total' | 'email', parse: (text: string) => unknown, earlier: unknown) => {
    const text = cell(column);
    return text !== '' && text !== firstCells?.[column] && parse(text) !== earlier;
  };
  return (
    differs('date', (text) => fields.date.safeParse(text).data, order.orderedOn) ||
    differs('total', (text) => fields.total.safeParse(text).data, order.totalCents) ||
    differs('email', (text) => fields.email.safeParse(text).data, order.email)
  );
}

type RowLine = { success: true; line: IncomingStoreOrder['lines'][number] } | { success: false; issues: Array<{ column: string | null; message: string }> };

/**
 * The order line a row carries (null: the row names no product, only the order). The quantity
 * defaults to 1; the line total is its own column or the unit price times the quantity.
 */
function lineOfRow(cell: Cell): RowLine | null {
  const [sku, slug, name] = STORE_ORDER_PRODUCT_COLUMNS.map((column) => cell(column).trim());
  if (!sku && !slug && !name) return null;
  const quantityText = cell('quantity').trim();
  const quantity = quantityText === '' ? 1 : Number(quantityText);
  const lineTotal = cell('lineTotal').trim();
  const unitPrice = cell('unitPrice').trim();
  const unitCents = unitPrice === '' ? undefined : parseDollars(unitPrice);
  const cents = lineTotal !== '' ? parseDollars(lineTotal) : unitCents === undefined || unitCents === null ? unitCents : unitCents * quantity;
  if (cents === undefined) return { success: false, issues: [{ column: 'line_total', message: 'A line needs its line_total or its unit_price' }] };
  if (cents === null) return { success: false, issues: [{ column: lineTotal !== '' ? 'line_total' : 'unit_price', message: 'Enter the amount in dollars, like 24.50' }] };
  const parsed = storeOrderLineSchema.safeParse({ sku: sku || undefined, slug: slug || undefined, name: name || undefined, quantity, lineTotalCents: cents });
  if (parsed.success) return { success: true, line: parsed.data };
  const columnOf: Record<string, StoreOrderColumn> = { sku: 'sku', slug: 'slug', name: 'product', quantity: 'quantity', lineTotalCents: 'lineTotal' };
  return {
    success: false,
    issues: parsed.error.issues.map((issue) => {
      const column = columnOf[String(issue.path[0])];
      return { column: column ? storeOrderColumns[column].header : null, message: issue.message };
    }),
  };
}
