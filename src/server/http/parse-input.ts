import { z } from '../../shared/zod.js';
import { AppError, describeZodError } from '../errors.js';

/** Validates a REST payload with the same zod schema the tRPC procedure uses. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = describeZodError(result.error);
    throw new AppError('BAD_REQUEST', message, field);
  }
  return result.data;
}

/** A JSON body as an object to merge route parameters into (anything else becomes {}, which the schema then refuses). */
export function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The `:id` of a route, named for the message: 'id must be a product id'. */
export function routeIdSchema(noun: string) {
  const message = `id must be a ${noun} id`;
  return z.object({ id: z.coerce.number({ error: message }).int(message).min(1).max(2_147_483_647) });
}

/**
 * A query string with the named values that look like numbers made numbers; anything else is
 * left as it came, so the schema names the field (an empty or wordy value is not quietly 0 or NaN).
 */
export function withNumbers(query: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const numbers = names.flatMap((name) => {
    const value = query[name];
    return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? [[name, Number(value)] as const] : [];
  });
  return { ...query, ...Object.fromEntries(numbers) };
}
