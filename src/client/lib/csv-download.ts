// The browser build of csv-stringify: the default one needs Node's Buffer.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { formulaSafeCell } from '../../shared/spreadsheet-cells';

/** Saves a table (header row first) as a CSV file, written as the server's exports are (formula-safe cells, CRLF). */
export function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string>>): void {
  const csv = stringify(
    rows.map((row) => row.map(formulaSafeCell)),
    { record_delimiter: 'windows', quote_record_delimiter: true },
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the file by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
