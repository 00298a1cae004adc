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
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it('seeds the demo data outside production unless told otherwise, and in production only when told', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    expect(parseEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', SEED_DEMO_DATA: '' }).SEED_DEMO_DATA).toBe(false);
    for (const nonsense of ['yes', '1', 'TRUE', 'on']) expect(() => parseEnv({ SEED_DEMO_DATA: nonsense })).toThrow(/SEED_DEMO_DATA/);
  });

  it('treats empty values as unset and names a bad key', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ STORE_URL: 'not a url' })).toThrow(/STORE_URL/);
  });
});
