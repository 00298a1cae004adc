/** Child servers of the benchmark: started, awaited until ready, and always stopped. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../src/server/db/data-source.js';

export const benchDataDir = (name: string) => path.join(projectRoot, '.data', name);
const logDir = benchDataDir('bench-logs');

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  logFile: string;
  /** Milliseconds from spawn until the readiness URL answered 200. */
  readyAfterMs: number;
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function logTail(file: string): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
}

/**
 * Runs an entry in one node process (so a signal reaches the server itself): compiled JavaScript
 * as it is, TypeScript with tsx's loader. Output goes to .data/bench-logs/<name>.log; resolves
 * once readyPath answers 200.
 */
export async function startServer(options: {
  name: string;
  entry: string;
  port: number;
  readyPath: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.name}-${options.port}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  // BENCH_APP_NODE_ARGS: flags for the app's own processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`
  // to see where a goal's time goes (Node refuses --cpu-prof in NODE_OPTIONS).
  const appArgs = options.entry.startsWith('dist/') ? (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean) : [];
  const args = options.entry.endsWith('.ts') ? ['--import', 'tsx', options.entry] : [...appArgs, options.entry];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ServerProcess = {
    name: options.name,
    child,
    baseUrl,
    logFile,
    readyAfterMs: 0,
    async stop() {
      running.delete(server);
      if (!exited(child)) {
        child.kill('SIGTERM');
        // The app lets in-flight requests finish and stops its database within its 10 s grace.
        if (!(await waitForExit(child, 20_000))) {
          console.error(`${options.name} ignored SIGTERM for 20 s; killing it`);
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
      log.end();
    },
  };
  running.add(server);

  const deadline = started + (options.timeoutMs ?? 180_000);
  while (performance.now() < deadline) {
    if (exited(child)) {
      running.delete(server);
      throw new Error(`${options.name} exited with ${child.exitCode ?? child.signalCode} before it was ready:\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(baseUrl + options.readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        server.readyAfterMs = performance.now() - started;
        return server;
      }
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await server.stop();
  throw new Error(`${options.name} was not ready within ${options.timeoutMs ?? 180_000} ms:\n${logTail(logFile)}`);
}

/** Stops every server still running (used on errors and Ctrl-C). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks that no PostgreSQL started for these data directories is still running. A leftover
 * one (its owner was killed) is stopped by the pid in its postmaster.pid and reported.
 */
export async function checkNoOrphanPostgres(dataDirs: readonly string[]): Promise<string[]> {
  const leftovers: string[] = [];
  for (const dir of dataDirs) {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (!existsSync(pidFile)) continue;
    const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) continue;
    leftovers.push(`${path.relative(projectRoot, dir)} (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 100 && alive(pid); waited++) await sleep(100);
  }
  return leftovers;
}

/** A `npm run worker` process (dist/server/worker.js): ready once it logs so. Output to .data/bench-logs/<name>.log. */
export async function startWorker(name: string, env: Record<string, string>): Promise<ServerProcess> {
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/worker.js'], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let ready = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Mail worker ready')) ready = true;
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const worker: ServerProcess = {
    name,
    child,
    baseUrl: '',
    logFile,
    readyAfterMs: 0,
    async stop() {
      running.delete(worker);
      if (!exited(child)) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 20_000))) child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
      log.end();
    },
  };
  running.add(worker);
  while (!ready) {
    if (exited(child)) throw new Error(`${name} exited before it was ready:\n${logTail(logFile)}`);
    if (performance.now() - started > 60_000) throw new Error(`${name} was not ready within 60 s:\n${logTail(logFile)}`);
    await sleep(20);
  }
  worker.readyAfterMs = performance.now() - started;
  return worker;
}
