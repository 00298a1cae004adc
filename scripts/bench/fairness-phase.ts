/**
 * F1 fairness: 1,500 requests in flight at once from one address, reading public data (rewards,
 * articles), while a second address goes about its visit: the products page, a member look-up and
 * a quiz submit, one after another. The bystander should see no error and a p99 of at most
 * 200 ms (on a quiet machine); the burst's address gets 200s and 429s (its share), never a 503.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { BROWSER_ACCEPT_ENCODING } from './browser-request.js';
import type { Verdict } from './bench-scenarios.js';
import { markdownTable } from './bench-table.js';
import { readTcpCounters, tcpCountersChange } from './kernel-tcp-counters.js';
import type { BurstOutcome, BurstSettings } from './fairness-burst-child.js';
import { quizSubmitBody } from './quiz-load.js';

const burstChild = path.join(import.meta.dirname, 'fairness-burst-child.ts');

const BURST_CONNECTIONS = 1_500;
const BURST_ADDRESS = '198.51.100.77';
const BYSTANDER_ADDRESS = '203.0.113.50';
const BURST_PATHS = ['/api/loyalty/rewards', '/api/articles', '/api/loyalty/rewards?tier=Gold', '/api/articles/skin-barrier-101'];
/**
 * The code looked up: the app runs in production mode, which seeds no demo members, so the
 * look-up answers 404 "not found" after its rate limit and query, as for a mistyped code.
 */
const MEMBER_CODE = 'GLOW-BENCH-0001';
/** The bystander's visits: few enough to stay under the per-address quiz and look-up limits. */
const BYSTANDER_VISITS = 10;
const P99_GOAL_MS = 200;

interface BystanderOutcome {
  /** Each request's time in ms. */
  timings: number[];
  /** Requests that failed: no answer, or a status other than the one expected. */
  errors: string[];
  /** The slowest request, by its label: what a high p99 is made of. */
  slowest: { label: string; ms: number };
}

export interface FairnessTiming {
  burst: BurstOutcome;
  bystander: { requests: number; errors: string[]; p50: number; p99: number; slowest: string };
  /** What the kernel dropped or sent again meanwhile (Linux), or null. */
  kernel: string | null;
  seconds: number;
}

/** The bystander's kept-alive connections: a browser reuses its connection between requests. */
const bystanderAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  /** Time to open a new connection (0 when a kept-alive one was reused). */
  connectMs: number;
}

/** One request through node:http, timing the connection it had to open, if any. */
function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let connectMs = 0;
    const request = http.request(url, { method, agent: bystanderAgent, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) }, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connectMs }));
      response.on('error', reject);
    });
    request.on('socket', (socket) => socket.connecting && socket.once('connect', () => (connectMs = performance.now() - started)));
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

async function timed(outcome: BystanderOutcome, label: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}, served = (status: number) => status < 300): Promise<void> {
  const started = performance.now();
  let connectMs = 0;
  try {
    const answer = await send(url, init.method ?? 'GET', { 'x-forwarded-for': BYSTANDER_ADDRESS, 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...init.headers }, init.body);
    connectMs = answer.connectMs;
    if (!served(answer.status)) outcome.errors.push(`${label} ${answer.status}`);
  } catch (error) {
    outcome.errors.push(`${label} ${error instanceof Error ? error.message : String(error)}`);
  }
  const ms = performance.now() - started;
  outcome.timings.push(ms);
  const connecting = connectMs > 0 ? `, ${connectMs.toFixed(0)} ms of it connecting` : '';
  if (ms > outcome.slowest.ms) outcome.slowest = { label: `${label} (#${outcome.timings.length}${connecting})`, ms };
}

/** One visitor's visits, spread over most of the burst: the shop page, her membership, a quiz. */
async function bystander(baseUrl: string, seconds: number): Promise<BystanderOutcome> {
  const outcome: BystanderOutcome = { timings: [], errors: [], slowest: { label: 'none', ms: 0 } };
  const pause = (seconds * 800) / (BYSTANDER_VISITS + 1);
  for (let visit = 0; visit < BYSTANDER_VISITS; visit++) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    await timed(outcome, 'GET /products', `${baseUrl}/products`);
    await timed(outcome, 'GET member', `${baseUrl}/api/loyalty/member/${MEMBER_CODE}`, {}, (status) => status === 200 || status === 404);
    await timed(outcome, 'POST quiz submit', `${baseUrl}/api/quiz/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: quizSubmitBody() });
  }
  return outcome;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Starts the burst in its own process; resolves `started` when it begins and `done` with its outcome. */
function startBurst(settings: BurstSettings): { started: Promise<void>; done: Promise<BurstOutcome> } {
  const child = spawn(process.execPath, ['--import', 'tsx', burstChild, JSON.stringify(settings)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
  const started = new Promise<void>((resolve) => child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)).includes('burst started') && resolve()));
  const done = new Promise<BurstOutcome>((resolve, reject) =>
    child.once('close', (code) => (code === 0 ? resolve(JSON.parse(stdout) as BurstOutcome) : reject(new Error(`the burst failed (${code}): ${stderr.slice(-500)}`)))),
  );
  return { started: Promise.race([started, done.then(() => {})]), done };
}

export async function measureFairness(baseUrl: string, seconds: number): Promise<FairnessTiming> {
  const countersBefore = readTcpCounters();
  const burst = startBurst({ baseUrl, paths: BURST_PATHS, address: BURST_ADDRESS, connections: BURST_CONNECTIONS, seconds });
  await burst.started;
  const visits = await bystander(baseUrl, seconds);
  const outcome = await burst.done;
  return {
    burst: outcome,
    bystander: {
      requests: visits.timings.length,
      errors: visits.errors,
      p50: percentile(visits.timings, 0.5),
      p99: percentile(visits.timings, 0.99),
      slowest: `${visits.slowest.label} ${visits.slowest.ms.toFixed(0)} ms`,
    },
    kernel: tcpCountersChange(countersBefore, readTcpCounters()),
    seconds,
  };
}

export function fairnessTable({ burst, bystander: visitor, kernel, seconds }: FairnessTiming): string {
  const statuses = Object.entries(burst.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
    .join(', ');
  const table = markdownTable(
    ['Client', 'What', 'Requests', 'Answers', 'p50 ms', 'p99 ms'],
    [
      [`burst ${BURST_ADDRESS}`, `${BURST_CONNECTIONS.toLocaleString('en-US')} in flight for ${seconds} s: ${BURST_PATHS.join(', ')}`, burst.requests.toLocaleString('en-US'), `${statuses}; no answer: ${burst.errors}`, '', ''],
      [`bystander ${BYSTANDER_ADDRESS}`, `${BYSTANDER_VISITS} × (GET /products, GET /api/loyalty/member/…, POST /api/quiz/submit)`, String(visitor.requests), `${visitor.errors.length === 0 ? 'all 2xx' : visitor.errors.join('; ')}; slowest: ${visitor.slowest}`, visitor.p50.toFixed(0), visitor.p99.toFixed(0)],
    ],
  );
  return kernel ? `${table}\n\nThe kernel meanwhile (connections dropped or retried): ${kernel}` : table;
}

export function fairnessVerdicts({ burst, bystander: visitor }: FairnessTiming, quick: boolean): Verdict[] {
  const refusedPolitely = (burst.statuses['429'] ?? 0) > 0 && (burst.statuses['200'] ?? 0) > 0;
  const unavailable = burst.statuses['503'] ?? 0;
  return [
    { id: 'F1', label: 'bystander during a burst: errors', measured: String(visitor.errors.length), target: '0', pass: visitor.errors.length === 0 },
    { id: 'F1', label: 'bystander during a burst: p99', measured: `${visitor.p99.toFixed(0)} ms`, target: `≤ ${P99_GOAL_MS} ms (quiet machine)`, pass: quick ? null : visitor.p99 <= P99_GOAL_MS },
    { id: 'F1', label: "the burst's own answers", measured: `200: ${burst.statuses['200'] ?? 0}, 429: ${burst.statuses['429'] ?? 0}, 503: ${unavailable}`, target: '200s and 429s, no 503', pass: refusedPolitely && unavailable === 0 },
  ];
}
