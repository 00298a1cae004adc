/**
 * Loads scenarios with autocannon: a warm-up each, then rounds interleaved across scenarios. Each
 * load runs in a Node process of its own (load-child.ts), as an outside client would.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadOutcome, LoadSettings } from './load-child.js';
import { cpuSnapshot, cpuUsedMs } from './process-cpu.js';

const run = promisify(execFile);
const loadChild = path.join(import.meta.dirname, 'load-child.ts');
/** Quiz-submit loads count their visitors on from one round to the next, so no address repeats. */
let nextVisitor = 1_000;

export interface Scenario {
  name: string;
  baseUrl: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** The server process whose CPU (with its children's) is counted per request. */
  serverPid: number;
  /** 'quiz-submit': each request a new quiz session, from a new visitor address. */
  body?: 'quiz-submit';
  /** A query parameter appended to `path` with a value of its own per request (an ad's click id). */
  uniqueParameter?: string;
}

export interface RoundResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  requests: number;
  /** Mean response size in bytes. */
  bytesPerResponse: number;
  /** Server CPU per request in microseconds: the whole process tree, and the server process alone. */
  cpuUsPerRequest: number;
  nodeCpuUsPerRequest: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  rounds: RoundResult[];
  /** The round with the median req/s. */
  median: RoundResult;
}

async function runOnce(scenario: Scenario, seconds: number, connections: number): Promise<RoundResult> {
  const settings: LoadSettings = {
    url: scenario.baseUrl + scenario.path,
    method: scenario.method ?? 'GET',
    headers: scenario.headers,
    connections,
    seconds,
    body: scenario.body,
    uniqueParameter: scenario.uniqueParameter,
    firstVisitor: nextVisitor,
  };
  const cpuBefore = cpuSnapshot(scenario.serverPid);
  // The child's start (tsx) comes before its measured seconds; its result is only the load.
  const { stdout } = await run(process.execPath, ['--import', 'tsx', loadChild, JSON.stringify(settings)], { maxBuffer: 1 << 20, env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' } });
  const cpuAfter = cpuSnapshot(scenario.serverPid);
  const result = JSON.parse(stdout) as LoadOutcome;
  nextVisitor += result.requests + 1;
  const cpuMs = cpuUsedMs(cpuBefore, cpuAfter);
  const nodeCpuMs = (cpuAfter.get(scenario.serverPid) ?? 0) - (cpuBefore.get(scenario.serverPid) ?? 0);
  const requests = result.requests;
  return {
    reqPerSec: requests / result.duration,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests,
    bytesPerResponse: requests > 0 ? result.bytes / requests : 0,
    cpuUsPerRequest: requests > 0 ? (cpuMs * 1000) / requests : 0,
    nodeCpuUsPerRequest: requests > 0 ? (nodeCpuMs * 1000) / requests : 0,
  };
}

function medianRound(rounds: RoundResult[]): RoundResult {
  const sorted = [...rounds].sort((a, b) => a.reqPerSec - b.reqPerSec);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Interleaving the rounds (A B C, A B C, …) spreads any outside load on the machine over every
 * scenario instead of penalising whichever ran while it peaked.
 */
export async function runScenarios(
  scenarios: readonly Scenario[],
  options: { duration: number; warmup: number; rounds: number; connections: number },
): Promise<ScenarioResult[]> {
  for (const scenario of scenarios) {
    process.stderr.write(`warm-up ${scenario.name} (${options.warmup} s)\n`);
    await runOnce(scenario, options.warmup, options.connections);
  }
  const rounds = new Map<Scenario, RoundResult[]>(scenarios.map((scenario) => [scenario, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of scenarios) {
      const result = await runOnce(scenario, options.duration, options.connections);
      process.stderr.write(
        `round ${round}/${options.rounds} ${scenario.name}: ${Math.round(result.reqPerSec)} req/s, p99 ${result.p99} ms\n`,
      );
      rounds.get(scenario)!.push(result);
    }
  }
  return scenarios.map((scenario) => {
    const results = rounds.get(scenario)!;
    return { scenario, rounds: results, median: medianRound(results) };
  });
}
