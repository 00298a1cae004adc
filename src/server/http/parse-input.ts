import type { z } from 'zod';
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
