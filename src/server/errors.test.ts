import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, describeZodError, isDatabaseUnavailable, toAppError } from './errors.js';

describe('toAppError', () => {
  it('keeps an AppError as it is', () => {
    const error = new AppError('CONFLICT', 'Taken');
    expect(toAppError(error)).toBe(error);
    expect(error.status).toBe(409);
  });

  it('turns a zod error into a 400 naming the field', () => {
    const result = z.object({ quantity: z.number().int().min(1) }).strict().safeParse({ quantity: 0 });
    const error = toAppError(result.error);
    expect(error.status).toBe(400);
    expect(error.field).toBe('quantity');
    expect(error.message).toMatch(/^quantity: /);
  });

  it('names unexpected keys', () => {
    const result = z.object({ a: z.string() }).strict().safeParse({ a: 'x', admin: true });
    expect(describeZodError(result.error!)).toEqual({ message: 'Unexpected field: admin', field: 'admin' });
  });

  it('maps connection failures to 503 and hides everything else behind a generic 500', () => {
    expect(toAppError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })).status).toBe(503);
    expect(toAppError({ driverError: { code: '57P01' } }).status).toBe(503);
    expect(toAppError(Object.assign(new Error('database "shop" is not currently accepting connections'), { code: '55000' })).status).toBe(503);
    const released = Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' });
    expect(toAppError(released).status).toBe(503);
    const hidden = toAppError(new Error('relation "secret_table" does not exist'));
    expect(hidden.status).toBe(500);
    expect(hidden.message).not.toMatch(/secret_table/);
    expect(isDatabaseUnavailable(new Error('plain'))).toBe(false);
  });
});
