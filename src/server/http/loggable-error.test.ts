import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.js';

describe('loggableError', () => {
  it('drops query parameters and PostgreSQL details, and masks emails and codes', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "UQ_email"'), {
      code: '23505',
      constraint: 'UQ_email',
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    const error = Object.assign(new Error('duplicate key for ann@example.com and GLOW-7Q4K-M2XP'), {
      name: 'QueryFailedError',
      query: 'INSERT INTO "user" ("email") VALUES ($1)',
      parameters: ['ann@example.com', 'GLOW-7Q4K-M2XP'],
      driverError,
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'QueryFailedError', code: '23505', constraint: 'UQ_email', query: 'INSERT INTO "user" ("email") VALUES ($1)' });
    expect(logged.message).toBe('duplicate key for [redacted] and [redacted]');
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('GLOW-7Q4K-M2XP');
    expect(text).not.toContain('parameters');
  });

  it('keeps what helps to debug a plain error', () => {
    const logged = loggableError(Object.assign(new TypeError('x is not a function'), { code: 'E_X' }));
    expect(logged).toMatchObject({ type: 'TypeError', code: 'E_X', message: 'x is not a function' });
    expect(String(logged.stack)).toContain('loggable-error.test.ts');
  });
});
