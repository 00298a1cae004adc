import { text } from './text.js';
import { z } from './zod.js';

/** Row errors listed in an import report (the count says how many there were). */
export const IMPORT_ERRORS_LISTED = 100;

/** A CSV header matched ignoring case, spaces and punctuation ("Order Number" = order_number). */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** One problem in an uploaded CSV; rows are numbered as a spreadsheet shows them (the header is row 1). */
export const importRowErrorSchema = z.object({ row: z.number().int(), column: text().nullable(), message: text() }).strict();
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
