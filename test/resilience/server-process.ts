import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/db/data-source.js';
import { freePort } from '../../src/server/db/embedded-postgres.js';

export const REP_PASSWORD = 'resilience-rep-password';

/** One compiled server (or mail worker) process, started the way `npm start` does, on 127.0.0.1. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr. */
  output: string[];
  /** The tsx wrapper and the node process it runs. */
  pids(): number[];
  /** Sends the signal and waits for the exit (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found = [pid];
  for (let index = 0; index < found.length; index++) {
    for (const [child, parent] of table) if (parent === found[index] && !found.includes(child)) found.push(child);
  }
  return found;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve().then(check).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** Starts on a free port, so the suite can run beside another one on the same machine. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Something else on the port would answer /ready in our place.
  const taken = await fetch(`${url}/health`).then(() => true, () => false);
  if (taken) throw new Error(`port ${port} is already in use`);
  const ready = async (child: ChildProcess) => child.exitCode === null && (await fetch(`${url}/ready`)).status === 200;
  return startNodeProcess('dist/server/main.js', url, { PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, ...env }, ready);
}

/** One `npm run worker` process (dist/server/worker.js), ready once it says so. */
export function startMailWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const ready = async (child: ChildProcess, output: string[]) => child.exitCode === null && output.some((line) => line.includes('Mail worker ready'));
  return startNodeProcess('dist/server/worker.js', '', env, ready);
}

async function startNodeProcess(
  script: string,
  url: string,
  env: Record<string, string>,
  ready: (child: ChildProcess, output: string[]) => Promise<boolean>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      REP_PASSWORD,
      // Tests give themselves client addresses, so per-address limits do not mix them up.
      TRUST_PROXY: 'loopback',
      CLIENT_DIST_DIR: '.data/no-client',
      // A test server never writes backups into the developer's BACKUP_DIR.
      BACKUP_DAILY: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  // Remembered at start, so an orphaned grandchild can still be found and killed.
  let known: number[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url,
    child,
    output,
    pids: () => [...new Set([...known, ...(child.pid && isAlive(child.pid) ? descendants(child.pid) : [])])].filter(isAlive),
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      const tree = server.pids();
      // SIGKILL is not relayed by the tsx wrapper: the whole tree gets it.
      const kill = (sent: NodeJS.Signals) => (sent === 'SIGKILL' ? tree.filter(isAlive).forEach((pid) => process.kill(pid, 'SIGKILL')) : child.kill(sent));
      if (child.exitCode !== null || child.signalCode !== null) {
        if (signal === 'SIGKILL') kill('SIGKILL');
        return child.exitCode;
      }
      kill(signal);
      const timer = setTimeout(() => kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  try {
    await waitFor(() => ready(child, output), 90_000, `${script} to be ready`);
    known = descendants(child.pid!);
  } catch (error) {
    await server.stop('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output.slice(-20).join('\n')}`, { cause: error });
  }
  return server;
}

/** Waits up to a few seconds for processes to go (helpers such as esbuild leave just after). */
export async function expectAllGone(pids: number[], timeoutMs = 5000): Promise<void> {
  try {
    await waitFor(() => pids.every((pid) => !isAlive(pid)), timeoutMs, 'processes to exit');
  } catch {
    const left = pids.filter(isAlive);
    const described = left.length ? execFileSync('ps', ['-o', 'pid=,args=', '-p', left.join(',')], { encoding: 'utf8' }) : '';
    throw new Error(`still running: ${described.trim()}`);
  }
}

/** The postmaster of a data directory, from its pid file (first line pid, fourth line port). */
export function postmaster(dataDir: string): { pid: number; port: number } | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Command lines of running postgres processes that use `dataDir` (should be none after a stop). */
export function postgresProcessesFor(dataDir: string): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('postgres') && line.includes(dataDir));
}

/** A JSON call over real HTTP from a given client address. */
export async function call(url: string, init: { method?: string; body?: unknown; ip?: string; cookie?: string } = {}) {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read answers of every shape
  return { status: response.status, text, json: json as Record<string, any> };
}
