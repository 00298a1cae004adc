import { isIP } from 'node:net';
import { z } from 'zod';

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

function refusal(text: string): string {
  if (text === 'true') return 'true would believe any address a client writes in X-Forwarded-For';
  // Fastify 5 ignores hop counts: they cannot tell a proxy from a client that connects directly.
  if (/^\d+$/.test(text)) return 'a number of proxy hops cannot tell a proxy from a client that connects directly';
  return `${JSON.stringify(text.slice(0, 60))} is not an address or CIDR range`;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: false, or the addresses of the proxies whose
 * X-Forwarded-For is believed (the client address is then the right-most one they did not
 * add). `true` (the left-most address, which any client can write) and hop counts are refused
 * with the safe forms named.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, context): false | string[] => {
    const text = value.trim();
    if (text === 'false') return false;
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: `${refusal(text)}; use ${SAFE_FORMS}` });
    return z.NEVER;
  });
