/** P7: how long the server takes to answer /ready 200, from a fresh data directory and again warm. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/db/data-source.js';
import { benchDataDir, removeDir, startServer } from './bench-processes.js';
import { markdownTable } from './bench-table.js';
import { benchClientDir } from './bundle-size.js';

export const startupDataDir = benchDataDir('bench-start-pg');

export interface StartupTiming {
  label: string;
  /** Spawn → first 200 from /ready, as a person or a load balancer sees it. */
  wallMs: number;
  /** What the server logs as its own start time (after node has loaded it). */
  selfReportedMs: number | undefined;
}

function selfReported(logFile: string): number | undefined {
  const match = /Ready on \S+ in (\d+) ms/.exec(readFileSync(logFile, 'utf8'));
  return match ? Number(match[1]) : undefined;
}

async function timeStart(label: string, port: number): Promise<StartupTiming> {
  const server = await startServer({
    name: `startup-${label}`,
    entry: 'dist/server/main.js',
    port,
    readyPath: '/ready',
    // The embedded database even when DATABASE_URL is set: a cold start includes initdb, and
    // seeding the demo data (asked for: production seeds nothing by default).
    env: {
      DATABASE_URL: '',
      EMBEDDED_PG_DIR: path.relative(projectRoot, startupDataDir),
      CLIENT_DIST_DIR: benchClientDir,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      REP_PASSWORD: 'bench-rep-password',
    },
  });
  await server.stop();
  return { label, wallMs: server.readyAfterMs, selfReportedMs: selfReported(server.logFile) };
}

export interface BuildCheck {
  ms: number;
  /** True when a client source changed since the bench's own build, so the check built again. */
  rebuilt: boolean;
}

/** The check `npm start` runs first; it builds only when the client sources changed. */
function timeClientBuildCheck(): BuildCheck {
  const index = path.join(projectRoot, benchClientDir, '.vite/manifest.json');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const started = performance.now();
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, CLIENT_DIST_DIR: benchClientDir },
  });
  return { ms: performance.now() - started, rebuilt: statSync(index).mtimeMs !== builtAt };
}

export async function measureStartup(port: number): Promise<{ timings: StartupTiming[]; buildCheck: BuildCheck }> {
  await removeDir(startupDataDir);
  try {
    const buildCheck = timeClientBuildCheck();
    const cold = await timeStart('cold', port);
    const warm = await timeStart('warm', port);
    return { timings: [cold, warm], buildCheck };
  } finally {
    await removeDir(startupDataDir);
  }
}

export function startupTable(timings: readonly StartupTiming[], buildCheck: BuildCheck): string {
  const rows = timings.map((timing) => [
    timing.label === 'cold' ? 'cold start (fresh .data: initdb, migrations, seed)' : 'warm restart (same .data)',
    String(Math.round(timing.wallMs)),
    timing.selfReportedMs === undefined ? '?' : String(timing.selfReportedMs),
  ]);
  const what = buildCheck.rebuilt ? 'sources changed meanwhile: it built the client' : 'build up to date';
  rows.push([`\`npm start\` client-build check (${what})`, String(Math.round(buildCheck.ms)), '']);
  return markdownTable(['Start', 'spawn → /ready 200 (ms)', 'server log "Ready in" (ms)'], rows);
}
