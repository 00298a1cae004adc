import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { TRUSTED_IPV4_MAX, TRUSTED_IPV6_MAX, trustedAddressCounts } from './trust-proxy-coverage.js';

/** Names proxy-addr (Fastify's `trustProxy`) accepts for ranges of addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const SAFE_FORMS =
  "false (clients connect directly) or the proxies' addresses or CIDR ranges, comma-separated (127.0.0.1 or loopback behind a reverse proxy on the same machine, 10.0.0.0/8 for a load balancer's network)";

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** What Fastify's own proxy library says of the list, so no value it refuses gets past the start. */
function libraryRefusal(entries: string[]): string | undefined {
  try {
    proxyAddr.compile(entries);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function refusal(text: string, entries: string[]): string {
  if (text === 'true') return 'true would believe any address a client writes in X-Forwarded-For';
  // A /0 range holds every address, which is what true means.
  if (entries.some((entry) => /\/0+$/.test(entry))) return `${JSON.stringify(text.slice(0, 60))} trusts every address (a /0 range), like true`;
  // Fastify 5 ignores hop counts: they cannot tell a proxy from a client that connects directly.
  if (/^\d+$/.test(text)) return 'a number of proxy hops cannot tell a proxy from a client that connects directly';
  const libraryMessage = entries.every(isAddressOrRange) ? libraryRefusal(entries) : undefined;
  if (libraryMessage) return `${JSON.stringify(text.slice(0, 60))} is refused by the proxy library (${libraryMessage.slice(0, 80)})`;
  return `${JSON.stringify(text.slice(0, 60))} is not an address or CIDR range`;
}

/**
 * A list trusting more than a /8 of IPv4 or a /32 of IPv6 together: no proxy pool is that
 * large, and ranges that add up to nearly everyone are true by another name. Overlapping ranges
 * count once, and IPv4 written in IPv6 forms (::ffff:0:0/96 and the like,
 * trust-proxy-coverage.ts) counts as IPv4.
 */
function coverageRefusal(text: string, entries: string[]): string | undefined {
  if (entries.some((entry) => /\/0+$/.test(entry))) return refusal(text, entries);
  const { ipv4, ipv6 } = trustedAddressCounts(entries);
  const quoted = JSON.stringify(text.slice(0, 60));
  if (ipv4 > TRUSTED_IPV4_MAX) return `${quoted} trusts more than a /8 of IPv4 addresses together (${ipv4}, IPv4 written as IPv6 such as ::ffff:0:0/96 included)`;
  if (ipv6 > TRUSTED_IPV6_MAX) return `${quoted} trusts more than a /32 of IPv6 addresses together`;
  return undefined;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, or the addresses of the proxies whose
 * X-Forwarded-For is believed (the client address is then the right-most one they did not
 * add). `true` (the left-most address, which any client can write), `/0` ranges (every address),
 * lists covering more than a /8 of IPv4 or a /32 of IPv6 together and hop counts are refused
 * with the safe forms named, and so is anything Fastify's proxy library (@fastify/proxy-addr)
 * would refuse, so a bad value stops the start before anything is made.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | string[] => {
    const text = value.trim();
    if (text === 'false') return false;
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange) && libraryRefusal(entries) === undefined) {
      const tooWide = coverageRefusal(text, entries);
      if (!tooWide) return entries;
      context.addIssue({ code: 'custom', message: `${tooWide}; use ${SAFE_FORMS}` });
      return z.NEVER;
    }
    context.addIssue({ code: 'custom', message: `${refusal(text, entries)}; use ${SAFE_FORMS}` });
    return z.NEVER;
  });
