/**
 * CPU time used by a process and its descendants (the app's embedded PostgreSQL included), read
 * from /proc. CPU per request moves much less than req/s when other work shares the machine.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

interface ProcStat {
  pid: number;
  parent: number;
  /** User + system ticks of the process itself. */
  ticks: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; fields after it are space separated.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** Milliseconds of CPU per process in the tree under rootPid (empty off Linux). */
export function cpuSnapshot(rootPid: number): Map<number, number> {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return new Map();
  }
  const stats = entries.flatMap((pid) => readStat(pid) ?? []);
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const snapshot = new Map<number, number>();
  const visit = (stat: ProcStat) => {
    snapshot.set(stat.pid, (stat.ticks * 1000) / clockTicks());
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  const root = stats.find((stat) => stat.pid === rootPid);
  if (root) visit(root);
  return snapshot;
}

/** CPU milliseconds the tree used between two snapshots (processes that ended are not counted). */
export function cpuUsedMs(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}
