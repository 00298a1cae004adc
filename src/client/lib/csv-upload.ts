import { type ImportRowError, importRowErrorSchema } from '../../shared/csv-import';
import { z } from '../../shared/zod';

/** An upload the server refused: its message and, when the file had bad rows, each row's problem. */
export class CsvUploadError extends Error {
  constructor(
    message: string,
    readonly rowErrors: ImportRowError[],
  ) {
    super(message);
  }
}

const refusalSchema = z.object({
  error: z.object({ message: z.string() }).optional(),
  report: z.object({ errors: z.array(importRowErrorSchema) }).optional(),
});

/**
 * Posts a file as it is (text/csv) to a back-office import, which streams it into its CSV parser.
 * Resolves with the answer's JSON; throws CsvUploadError with the row report otherwise.
 */
export async function uploadCsv(url: string, file: File): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body;
  const refusal = refusalSchema.safeParse(body);
  const message = (refusal.success && refusal.data.error?.message) || `The import failed (${response.status})`;
  throw new CsvUploadError(message, refusal.success ? (refusal.data.report?.errors ?? []) : []);
}
