import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A test server: the built app on a free port with an embedded database of its own, seeded with
 * the demo data (scripts/e2e-server.mjs keeps the database and backups in a temporary folder that
 * goes when it stops). Every Playwright worker starts one (test.ts), so tests of different
 * workers never see each other's changes; the tests of one worker run one after another on it.
 */
export interface TestServer {
  baseURL: string;
  stop(): Promise<void>;
}

/** The owner's password on every test server (she has no address there: the password alone signs her in). */
export const REP_PASSWORD = 'e2e-rep-password';

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

/** A port is free when probed, but another worker's server or database may take it before ours listens. */
const PORT_TRIES = 4;

/** `overrides`: settings of this server only (e.g. the production allowance of MAIL_PER_CLIENT_HOUR). */
export async function startServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(await freePort(), overrides);
    } catch (error) {
      if (attempt >= PORT_TRIES || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startServerOn(port: number, overrides: Record<string, string>): Promise<TestServer> {
  const baseURL = `http://localhost:${port}`;
  // Its own embedded database, never a DATABASE_URL this shell may name.
  const { DATABASE_URL: _shared, ...environment } = process.env;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(port),
      REP_PASSWORD,
      // Development mode: email goes to the in-process catcher, which the tests read at /dev/mail;
      // the survey invitation goes out at once instead of after two weeks.
      NODE_ENV: 'development',
      MAIL_POLL_MS: '100',
      SURVEY_INVITE_DELAY_HOURS: '0',
      // Browser tests give themselves distinct client addresses through X-Forwarded-For; many
      // of them leave an address from this machine's own, more than one visitor's allowance.
      TRUST_PROXY: 'loopback',
      MAIL_PER_CLIENT_HOUR: '10000',
      LOG_LEVEL: 'warn',
      SITE_URL: baseURL,
      ...overrides,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the message if it does not start; what it says on stderr later shows in the run.
  const output: string[] = [];
  let started = false;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (!started) output.push(chunk.toString());
  });
  child.stderr?.on('data', (chunk: Buffer) => (started ? process.stderr.write(chunk) : output.push(chunk.toString())));
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
  started = true;
  return { baseURL, stop };
}
