import { stringify } from 'csv-stringify/sync';
import { formulaSafeCell } from '../../shared/spreadsheet-cells.js';

/** Every CSV the app writes: a header and rows, each cell formula-safe, lines ending in CRLF as spreadsheets expect. */
export function spreadsheetCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  // Any line break inside a cell is quoted (the option is off by default once record_delimiter is set).
  return stringify(
    rows.map((row) => row.map(formulaSafeCell)),
    { record_delimiter: 'windows', quote_record_delimiter: true },
  );
}
