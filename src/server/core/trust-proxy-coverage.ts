import { isIPv4 } from 'node:net';

/** The ranges the proxy library's names stand for (@fastify/proxy-addr's own table). */
const NAMED_RANGES: Record<string, string[]> = {
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  loopback: ['127.0.0.1/8', '::1/128'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * IPv6 blocks of 2^32 addresses whose last 32 bits are an IPv4 address: the IPv4-mapped form
 * (how a dual-stack socket reports an IPv4 client, and what the proxy library compares IPv4
 * clients with), the deprecated IPv4-compatible form and the well-known NAT64 prefix (IPv4
 * clients as an IPv6-only server behind NAT64 sees them). A range in one of them trusts IPv4
 * clients and is counted as the IPv4 range it holds (:: and ::1 in the compatible block are
 * not IPv4). Prefixes a network chooses for its own NAT64 cannot be told from other IPv6
 * ranges and count as IPv6.
 */
const IPV4_IN_IPV6_BLOCKS = ['::ffff:0:0', '::', '64:ff9b::'].map((block) => ipv6Value(block));
const BLOCK_SIZE = 2n ** 32n;

/** At most a /8 of IPv4 and a /32 of IPv6 may be trusted. */
export const TRUSTED_IPV4_MAX = 2n ** 24n;
export const TRUSTED_IPV6_MAX = 2n ** 96n;

interface Range {
  start: bigint;
  size: bigint;
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (already checked by node:net) as a 128-bit number. */
function ipv6Value(address: string): bigint {
  let text = address.split('%')[0] ?? '';
  // A dotted IPv4 tail is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const value = ipv4Value(dotted);
    text = `${text.slice(0, -dotted.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** A CIDR range (or one address) as its first address and size; host bits are ignored, as the library ignores them. */
function rangeOf(entry: string, bits: 32 | 128, value: bigint): Range {
  const prefix = entry.includes('/') ? Number(entry.split('/')[1]) : bits;
  const size = 2n ** BigInt(bits - prefix);
  return { start: value - (value % size), size };
}

/**
 * Loopback addresses: only this machine connects from them, so trusting them trusts no client
 * elsewhere, and they are left out of the count (loopback beside a load balancer's /8 is fine).
 */
const IPV4_LOOPBACK: Range = { start: ipv4Value('127.0.0.0'), size: 2n ** 24n };
const IPV6_LOOPBACK: Range = { start: 1n, size: 1n };

/** The part of a CIDR range inside another one (they nest or do not meet). */
function within(range: Range, outer: Range): Range | undefined {
  if (range.start >= outer.start && range.start < outer.start + outer.size) return range.size <= outer.size ? range : outer;
  if (outer.start >= range.start && outer.start < range.start + range.size) return outer;
  return undefined;
}

/** How many addresses the ranges hold together, each address counted once. */
function coveredBy(ranges: Range[]): bigint {
  // CIDR ranges either nest or do not meet: a range starting inside the one before is inside it.
  const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.size > b.size ? -1 : 1));
  let total = 0n;
  let end = -1n;
  for (const range of sorted) {
    if (range.start < end) continue;
    total += range.size;
    end = range.start + range.size;
  }
  return total;
}

/**
 * How many IPv4 and IPv6 addresses other than loopback ones a TRUST_PROXY list trusts (entries
 * already checked as addresses, CIDR ranges or the library's names). IPv6 ranges inside the IPv4-in-IPv6 blocks
 * count as IPv4; one that holds a whole block trusts every IPv4 address beside its IPv6 ones.
 */
export function trustedAddressCounts(entries: string[]): { ipv4: bigint; ipv6: bigint } {
  const ipv4: Range[] = [];
  const ipv6: Range[] = [];
  for (const entry of entries.flatMap((name) => NAMED_RANGES[name] ?? [name])) {
    const address = entry.split('/')[0] ?? '';
    if (isIPv4(address)) {
      ipv4.push(rangeOf(entry, 32, ipv4Value(address)));
      continue;
    }
    const range = rangeOf(entry, 128, ipv6Value(address));
    const block = IPV4_IN_IPV6_BLOCKS.find((start) => range.start >= start && range.start < start + BLOCK_SIZE);
    if (block !== undefined && range.size <= BLOCK_SIZE && range.start + range.size > 2n) {
      ipv4.push({ start: range.start - block, size: range.size });
      continue;
    }
    // A range holding a whole block (::/64, ::ffff:0:0/95) trusts every IPv4 address.
    if (IPV4_IN_IPV6_BLOCKS.some((start) => range.start <= start && start + BLOCK_SIZE <= range.start + range.size)) ipv4.push({ start: 0n, size: BLOCK_SIZE });
    ipv6.push(range);
  }
  const offMachine = (ranges: Range[], loopback: Range) =>
    coveredBy(ranges) - coveredBy(ranges.flatMap((range) => within(range, loopback) ?? []));
  return { ipv4: offMachine(ipv4, IPV4_LOOPBACK), ipv6: offMachine(ipv6, IPV6_LOOPBACK) };
}
