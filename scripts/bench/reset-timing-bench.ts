/**
 * Whether a password-reset request's answer time tells if the address has a back-office
 * account: `npm run bench:reset-timing`. 100 requests each for a known and an unknown address,
 * alternating (a drift of the machine affects both alike), over HTTP to an app on this process
 * with its mail worker sending to a counting sink, as in production. Each request waits for the
 * work of the one before (a known address's email) to be over, as a prober's spaced requests
 * would: otherwise that work lands in the next request's time. Goal: medians within 10 %.
 * Uses DATABASE_URL when set (a disposable database: rows are added), otherwise an embedded one.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildApp } from '../../src/server/app.js';
import { parseEnv } from '../../src/server/core/env.js';
import { projectRoot } from '../../src/server/db/data-source.js';
import { startFeatures } from '../../src/server/features.js';
import { openScratchDatabase } from './analytics-seed.js';
import { startDeliveryCount } from './counting-smtp-sink.js';

const TRIES = 100;
const WARM_UP = 10;
const KNOWN = 'owner@bench.example';
/** The pause before each request, long enough for the previous one's email to have gone. */
const SPACING_MS = 150;

/** The prober's script: alternating requests, each after a pause, timed from sending to the whole body read. */
const PROBER = `
const [port, known, tries, warmUp, spacing] = process.argv.slice(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function ask(email) {
  await sleep(Number(spacing));
  const started = performance.now();
  const response = await fetch('http://127.0.0.1:' + port + '/api/rep/password-reset/request', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  await response.text();
  if (response.status !== 200) throw new Error('reset request answered ' + response.status);
  return performance.now() - started;
}
for (let n = 0; n < Number(warmUp); n++) { await ask(known); await ask('warm-' + n + '@bench.example'); }
const timings = { known: [], unknown: [] };
for (let n = 0; n < Number(tries); n++) { timings.known.push(await ask(known)); timings.unknown.push(await ask('nobody-' + n + '@bench.example')); }
console.log(JSON.stringify(timings));
`;

async function probe(port: number): Promise<{ known: number[]; unknown: number[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PROBER, String(port), KNOWN, String(TRIES), String(WARM_UP), String(SPACING_MS)]);
  return JSON.parse(stdout) as { known: number[]; unknown: number[] };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

const { dataSource, close } = await openScratchDatabase('reset-timing-bench-pg');
const sink = await startDeliveryCount();
const env = parseEnv({
  NODE_ENV: 'test',
  STORE_URL: 'https://store.bench.example',
  REP_PASSWORD: 'bench-rep-password',
  REP_EMAIL: KNOWN,
  SMTP_URL: sink.url,
  MAIL_WORKER: 'in-app',
  BACKUP_DAILY: 'off',
  DIGEST_DAILY: 'off',
  MAIL_PER_CLIENT_HOUR: '100000',
  MAIL_VISITOR_HOUR_CAP: '1000000',
});
const running = await startFeatures({ env, dataSource, logger: undefined });
const app = await buildApp(running.deps, { clientDir: path.join(projectRoot, '.data/no-client') });
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // The prober is a process of its own, as a remote one would be: the app's mail worker (which
  // draws and sends a known address's email after the answer) must not share its event loop.
  const { known, unknown } = await probe(port);
  const [knownMedian, unknownMedian] = [median(known), median(unknown)];
  const gap = Math.abs(knownMedian - unknownMedian) / Math.min(knownMedian, unknownMedian);
  console.log(`POST /api/rep/password-reset/request, ${TRIES} tries each, median ms: known address ${knownMedian.toFixed(1)} / unknown address ${unknownMedian.toFixed(1)}`);
  console.log(`Gap ${(gap * 100).toFixed(1)} % (goal: within 10 %): ${gap <= 0.1 ? 'met' : 'NOT met'}; emails delivered to the sink: ${sink.delivered()}`);
} finally {
  await app.close();
  await running.stop();
  await sink.close();
  await close();
}
