import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.EMBEDDED_PG_DIR).toBe('.data/postgres');
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.NODE_ENV).toBe('development');
  });

  it('treats empty values as unset and names a bad key', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ STORE_URL: 'not a url' })).toThrow(/STORE_URL/);
  });
});
