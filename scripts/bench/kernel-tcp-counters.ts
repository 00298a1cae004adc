/**
 * The kernel's counts of connection attempts it dropped or had to retry (Linux, /proc): a
 * request that waited a whole second often waited for its connection's SYN to be sent again,
 * which no server code sees. Read before and after a phase; absent elsewhere.
 */
import { readFileSync } from 'node:fs';

const WATCHED = ['ListenOverflows', 'ListenDrops', 'TCPSynRetrans', 'TCPReqQFullDrop', 'SyncookiesSent'] as const;
export type TcpCounters = Partial<Record<(typeof WATCHED)[number] | 'softnetDropped', number>>;

function tcpExtCounters(): TcpCounters {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((line) => line.startsWith('TcpExt:'));
  const names = lines[0]?.split(/\s+/).slice(1) ?? [];
  const values = lines[1]?.split(/\s+/).slice(1).map(Number) ?? [];
  const counters: TcpCounters = {};
  for (const name of WATCHED) {
    const at = names.indexOf(name);
    if (at >= 0) counters[name] = values[at];
  }
  return counters;
}

/** Packets every CPU's input queue dropped (second column, hexadecimal), as loopback traffic goes through it. */
function softnetDropped(): number {
  return readFileSync('/proc/net/softnet_stat', 'utf8')
    .trim()
    .split('\n')
    .reduce((sum, line) => sum + Number.parseInt(line.split(/\s+/)[1] ?? '0', 16), 0);
}

export function readTcpCounters(): TcpCounters | null {
  try {
    return { ...tcpExtCounters(), softnetDropped: softnetDropped() };
  } catch {
    return null;
  }
}

/** "ListenOverflows +0, TCPSynRetrans +12, …" between two readings, or null off Linux. */
export function tcpCountersChange(before: TcpCounters | null, after: TcpCounters | null): string | null {
  if (!before || !after) return null;
  return Object.entries(after)
    .map(([name, value]) => `${name} +${(value ?? 0) - (before[name as keyof TcpCounters] ?? 0)}`)
    .join(', ');
}
