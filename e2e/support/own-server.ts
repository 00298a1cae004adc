import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { test } from './test';

/**
 * A second server with its own embedded database, for a spec that changes what every page of
 * the shared test server shows (the loyalty programme's rate and thresholds, a published
 * article): the specs that run beside it keep seeing the demo data. Started like the shared one
 * (playwright.config.ts).
 */
export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

async function waitUntilReady(baseURL: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output.join('')}`);
    const ready = await fetch(`${baseURL}/ready`).then((response) => response.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not get ready:\n${output.join('')}`);
}

/** `environment`: settings of this server only (e.g. the production allowance of MAIL_PER_CLIENT_HOUR). */
export async function startOwnServer(repPassword: string, overrides: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const { DATABASE_URL: _shared, ...environment } = process.env;
  // Its database and backups live in a temporary folder that goes with it (scripts/e2e-server.mjs).
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(port),
      REP_PASSWORD: repPassword,
      MAIL_POLL_MS: '100',
      TRUST_PROXY: 'loopback',
      MAIL_PER_CLIENT_HOUR: '10000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SITE_URL: baseURL,
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGTERM: the server finishes, then stops its embedded PostgreSQL itself.
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitUntilReady(baseURL, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

/** The shared server's (playwright.config.ts), so a spec signs in the same way on either. */
const REP_PASSWORD = 'e2e-rep-password';

/**
 * The app's `test` against a server of its own, started once per worker and shared by the
 * worker's tests (its pages and requests go there: `baseURL`).
 */
export const ownServerTest = test.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startOwnServer(REP_PASSWORD);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.baseURL),
});
