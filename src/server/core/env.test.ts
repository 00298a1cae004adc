import proxyAddr from '@fastify/proxy-addr';
import fc from 'fast-check';
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

  it('REP_PASSWORD follows the dashboard\'s password rules', () => {
    expect(parseEnv({ REP_PASSWORD: 'twelve-chars' }).REP_PASSWORD).toBe('twelve-chars');
    expect(() => parseEnv({ REP_PASSWORD: 'eleven-char' })).toThrow(/REP_PASSWORD: must be at least 12 characters, as in the dashboard/);
    expect(() => parseEnv({ REP_PASSWORD: 'password1234' })).toThrow(/REP_PASSWORD: is too common/);
    expect(() => parseEnv({ REP_PASSWORD: 'x'.repeat(201) })).toThrow(/REP_PASSWORD: must be at most 200 characters/);
  });

  it('METRICS_TOKEN is optional and refuses a short token or one that cannot travel in a header', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(parseEnv({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
    expect(() => parseEnv({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => parseEnv({ METRICS_TOKEN: `${token} x` })).toThrow(/METRICS_TOKEN: must be a bearer token/);
  });

  it('TRUST_PROXY takes the proxies\' addresses, and refuses true and hop counts naming the safe forms', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe any address .*; use false .* addresses or CIDR ranges, comma-separated \(127\.0\.0\.1 or loopback/);
    expect(() => parseEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a number of proxy hops cannot tell a proxy from a client .*; use false/);
    for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.1/0', 'loopback, 0.0.0.0/00']) {
      expect(() => parseEnv({ TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY: .* trusts every address \(a \/0 range\), like true; use false/);
    }
    for (const nonsense of ['TRUE', 'yes', '10.0.0.0/33', 'proxy.example', '1.2.3', '-1', '10.0.0.1/8/2', '127.0.0.1,']) {
      expect(() => parseEnv({ TRUST_PROXY: nonsense }), nonsense).toThrow(/TRUST_PROXY: .* is not an address or CIDR range; use false/);
    }
  });

  it('TRUST_PROXY refuses ranges that together trust more than a /8 of IPv4 or a /32 of IPv6, IPv4 written as IPv6 included', () => {
    const tooManyIpv4 = /^Error: Invalid environment: TRUST_PROXY: ".*" trusts more than a \/8 of IPv4 addresses together \(\d+, IPv4 written as IPv6 such as ::ffff:0:0\/96 included\); use false/;
    const tooManyIpv6 = /^Error: Invalid environment: TRUST_PROXY: ".*" trusts more than a \/32 of IPv6 addresses together; use false/;
    const refusedFor = (value: string): string => {
      try {
        parseEnv({ TRUST_PROXY: value });
      } catch (error) {
        return String(error);
      }
      return `${value} was accepted`;
    };
    for (const nearlyEveryone of [
      '0.0.0.0/1,128.0.0.0/1',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/97, ::ffff:128.0.0.0/97',
      '::/96',
      '64:ff9b::/96',
      '::/64',
      '::ffff:0:0/95',
      '10.0.0.0/9,10.128.0.0/9,11.0.0.0/9',
      '10.0.0.0/8, ::ffff:11.0.0.0/120',
      '10.0.0.0/8, 64:ff9b::c000:200/120',
      '126.0.0.0/7, 10.0.0.0/8',
      'uniquelocal',
    ]) {
      expect(refusedFor(nearlyEveryone), nearlyEveryone).toMatch(tooManyIpv4);
    }
    expect(refusedFor('0.0.0.0/1,128.0.0.0/1')).toContain('(4278190080,'); // every IPv4 address but the loopback /8
    for (const wideIpv6 of ['2001:db8::/31', '2001:db8::/32,2001:db9::/32', 'linklocal', '2001:db8::/33,2001:db8:8000::/33,2001:db9::/48']) {
      expect(refusedFor(wideIpv6), wideIpv6).toMatch(tooManyIpv6);
    }
    // At most a /8 and a /32 together, overlaps counted once, loopback (this machine only) not counted.
    for (const proxies of [
      '10.0.0.0/8, loopback',
      '10.0.0.0/8, 127.0.0.0/8, ::ffff:127.0.0.1',
      '10.0.0.0/8',
      '10.0.0.0/9,10.128.0.0/9',
      '10.0.0.0/8, 10.1.0.0/16, 10.0.0.1',
      '10.0.0.1/8',
      'loopback',
      '127.0.0.1, ::1',
      'loopback,203.0.113.0/24,198.51.100.0/24',
      '::ffff:10.0.0.0/104',
      '::ffff:10.0.0.5',
      '64:ff9b::10.0.0.0/104',
      '2001:db8::/32',
      '2001:db8::/32, 2001:db8:1::/48',
      '2001:db8::/33,2001:db8:8000::/33, 10.0.0.0/8',
    ]) {
      expect(parseEnv({ TRUST_PROXY: proxies }).TRUST_PROXY, proxies).toEqual(proxies.split(',').map((entry) => entry.trim()));
    }
  });

  it('TRUST_PROXY never lets through a value the proxy library would refuse at listen time', () => {
    const entry = fc.oneof(
      fc.constantFrom('loopback', 'linklocal', 'uniquelocal', '::1', '127.0.0.1'),
      fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 40 })).map(([address, prefix]) => `${address}/${prefix}`),
      fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 140 })).map(([address, prefix]) => `${address}/${prefix}`),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 3 }), (entries) => {
        let accepted: string[] | false;
        try {
          accepted = parseEnv({ TRUST_PROXY: entries.join(',') }).TRUST_PROXY;
        } catch (error) {
          expect(String(error)).toMatch(/^Error: Invalid environment: TRUST_PROXY: /);
          return;
        }
        if (accepted) expect(() => proxyAddr.compile(accepted)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});
