import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { type AdminProduct, createProductInputSchema, type CreateProductInput } from '../../../shared/admin-products.js';
import { headerKey, type ImportRowError } from '../../../shared/csv-import.js';
import { centsAsDollars, dollarsMessage, parseDollars } from '../../../shared/money.js';
import { cellWithoutFormulaGuard } from '../../../shared/spreadsheet-cells.js';
import { spreadsheetCsv } from '../../http/spreadsheet-csv.js';

/**
 * The product CSV: one column per field, in this order. Lists (tags, concerns, skin types) are
 * separated by "|", flags are true/false, prices are in dollars (12.50), an empty original
 * price means none. `status` and `sku` may be left out of the header (a file without `sku`
 * keeps the SKUs products have; an empty cell keeps one too).
 */
export const productCsvColumns = [
  'slug',
  'name',
  'description',
  'reason',
  'price',
  'originalPrice',
  'imageUrl',
  'tags',
  'category',
  'storePath',
  'concerns',
  'skinTypes',
  'routineStep',
  'budgetTier',
  'fragranceFree',
  'sensitiveSafe',
  'nonComedogenic',
  'harshActives',
  'status',
  'sku',
] as const;
type Column = (typeof productCsvColumns)[number];

const listColumns = new Set<Column>(['tags', 'concerns', 'skinTypes']);
const flagColumns = new Set<Column>(['fragranceFree', 'sensitiveSafe', 'nonComedogenic', 'harshActives']);
const dollarColumns = new Set<Column>(['price', 'originalPrice']);
export const PRODUCT_ROWS_MAX = 50_000;

function cell(product: AdminProduct, column: Column): string {
  const value = product[column];
  if (Array.isArray(value)) return value.join('|');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (dollarColumns.has(column)) return value === null ? '' : centsAsDollars(Number(value));
  return value === null ? '' : String(value);
}

export function productsToCsv(products: AdminProduct[]): string {
  return spreadsheetCsv([[...productCsvColumns], ...products.map((product) => productCsvColumns.map((column) => cell(product, column)))]);
}

/** A cell as the schema expects it; anything unreadable is passed on for the schema to name (a price that is not dollars: undefined). */
function fieldValue(column: Column, text: string): unknown {
  if (listColumns.has(column)) return text === '' ? [] : text.split('|').map((part) => part.trim());
  if (flagColumns.has(column)) return text.toLowerCase() === 'true' ? true : text.toLowerCase() === 'false' ? false : text;
  if (dollarColumns.has(column)) return text === '' && column === 'originalPrice' ? null : (parseDollars(text) ?? undefined);
  return text;
}

const dollarLabels: Partial<Record<Column, string>> = { price: 'Price', originalPrice: 'Original price' };

/**
 * A row's faults. A price that is not an amount in dollars is named as such (the schema, which
 * takes cents, would only say it is not a number); the schema names the rest.
 */
function rowErrors(cells: Map<Column, string>, line: number, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): ImportRowError[] {
  const notDollars = [...cells].filter(([column, text]) => dollarColumns.has(column) && fieldValue(column, text) === undefined).map(([column]) => column);
  const errors: ImportRowError[] = notDollars.map((column) => ({ row: line, column, message: dollarsMessage(dollarLabels[column] ?? column) }));
  for (const issue of issues) {
    const column = issue.path.map(String).join('.') || null;
    if (!notDollars.some((bad) => bad === column)) errors.push({ row: line, column, message: issue.message });
  }
  return errors;
}

export interface ParsedProducts {
  products: Array<CreateProductInput & { line: number }>;
  rows: number;
  errors: ImportRowError[];
}

/** Reads a product CSV as it streams in; every row is checked, the import goes ahead only if all pass. */
export async function readProductCsv(source: Readable): Promise<ParsedProducts> {
  const parser = source.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 20_000, info: true }));
  source.on('error', (error) => parser.destroy(error));
  const products: ParsedProducts['products'] = [];
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  const skus = new Set<string>();
  let indexes: Map<Column, number> | undefined;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!indexes) {
        const keys = record.map(headerKey);
        indexes = new Map(productCsvColumns.map((column) => [column, keys.indexOf(headerKey(column))] as const).filter(([, index]) => index >= 0));
        const missing = productCsvColumns.filter((column) => column !== 'status' && column !== 'sku' && !indexes?.has(column));
        if (missing.length > 0) return { products: [], rows: 0, errors: missing.map((column) => ({ row: 1, column, message: `The header has no ${column} column` })) };
        continue;
      }
      rows += 1;
      if (rows > PRODUCT_ROWS_MAX) {
        errors.push({ row: line, column: null, message: `A file can have at most ${PRODUCT_ROWS_MAX.toLocaleString('en-US')} products` });
        break;
      }
      // The export puts an apostrophe before text a spreadsheet would run as a formula; a file
      // exported here reads back as it was.
      const cells = new Map([...indexes].map(([column, index]) => [column, cellWithoutFormulaGuard((record[index] ?? '').trim())] as const));
      const parsed = createProductInputSchema.safeParse(Object.fromEntries([...cells].map(([column, text]) => [column, fieldValue(column, text)])));
      if (!parsed.success) {
        errors.push(...rowErrors(cells, line, parsed.error.issues));
        continue;
      }
      if (seen.has(parsed.data.slug)) {
        errors.push({ row: line, column: 'slug', message: `The slug ${parsed.data.slug} appears earlier in the file` });
        continue;
      }
      if (parsed.data.sku && skus.has(parsed.data.sku)) {
        errors.push({ row: line, column: 'sku', message: `The SKU ${parsed.data.sku} appears earlier in the file` });
        continue;
      }
      seen.add(parsed.data.slug);
      if (parsed.data.sku) skus.add(parsed.data.sku);
      products.push({ ...parsed.data, line });
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    errors.push({ row: (error as CsvError & { lines?: number }).lines ?? rows + 1, column: null, message: `The file is not valid CSV here: ${error.message}` });
  }
  if (!indexes) errors.push({ row: 1, column: null, message: 'The file is empty: it needs a header row and one product per row' });
  return { products, rows, errors };
}
