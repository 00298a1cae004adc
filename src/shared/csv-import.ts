import { text } from './text.js';
import { z } from './zod.js';

/** Row errors listed in an import report (the count says how many there were). */
const IMPORT_ERRORS_LISTED = 100;

/** A CSV header matched ignoring case, spaces and punctuation ("Order Number" = order_number). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** One problem in an uploaded CSV; rows are numbered as a spreadsheet shows them (the header is row 1). */
export const importRowErrorSchema = z.object({ row: z.number().int(), column: text().nullable(), message: text() }).strict();
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What an import report says about its faults: how many, on how many rows, and the first ones listed. */
export function importErrorCounts(errors: ImportRowError[]): { errorCount: number; errorRows: number; errors: ImportRowError[] } {
  return { errorCount: errors.length, errorRows: new Set(errors.map((error) => error.row)).size, errors: errors.slice(0, IMPORT_ERRORS_LISTED) };
}

/** The answer to a refused import: rows to fix, not faults (a row with two faults is one row), and the first fault. */
export function nothingImportedMessage({ errorRows, errors }: { errorRows: number; errors: ImportRowError[] }): string {
  const first = errors[0];
  return `Nothing was imported: ${errorRows} row${errorRows === 1 ? ' has' : 's have'} errors${first ? ` (row ${first.row}: ${first.message})` : ''}`;
}
