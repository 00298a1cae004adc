import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePortSync } from '../../scripts/free-port.mjs';
import { projectRoot } from '../../src/server/db/data-source.js';
import { postgresProcessesFor, postmaster, REP_PASSWORD, waitFor } from './server-process.js';

/**
 * `npm start` in a terminal, then Ctrl-C: the terminal sends SIGINT to its whole foreground
 * process group at once. The server must stop first and its embedded PostgreSQL after it, so
 * nothing is cut off under the server (its change listeners would log "notices lost").
 */
const dataDir = path.join(projectRoot, `.data/ctrl-c-pg-${process.pid}`);
let launcher: ChildProcess | undefined;

afterAll(async () => {
  if (launcher?.pid && launcher.exitCode === null) process.kill(-launcher.pid, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('Ctrl-C in the terminal of `npm start`', () => {
  it('stops the server, then its PostgreSQL, with no lost notices and no postgres left', async () => {
    const port = freePortSync();
    // A process group of its own stands for the terminal's foreground group.
    launcher = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_DIR: dataDir, BACKUP_DAILY: 'off', REP_PASSWORD, NODE_ENV: 'production', LOG_LEVEL: 'info' },
    });
    const output: string[] = [];
    launcher.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => launcher!.once('exit', (code) => resolve(code)));
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/ready`).then((answer) => answer.status, () => 0)) === 200, 120_000, 'the server to be ready');
    expect(postmaster(dataDir)).toBeDefined();

    process.kill(-launcher.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    const log = output.join('');
    expect(log).toContain('SIGINT received, shutting down');
    expect(log).not.toMatch(/notices lost/);
    expect(log).not.toMatch(/second SIGINT/);
    await waitFor(() => postgresProcessesFor(dataDir).length === 0, 10_000, 'postgres to be gone');
  }, 240_000);
});
