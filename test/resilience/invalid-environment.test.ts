import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/db/data-source.js';

const run = promisify(execFile);

/** Starts the compiled server with one bad setting and returns how it ended. */
async function startWith(env: Record<string, string>) {
  const dataDir = path.join(projectRoot, `.data/invalid-env-${process.pid}-${Object.keys(env).join('-')}`);
  try {
    await run(process.execPath, ['dist/server/main.js'], { cwd: projectRoot, env: { ...process.env, EMBEDDED_PG_DIR: dataDir, ...env }, timeout: 20_000 });
    return { code: 0, stderr: '', stdout: '', dataDirMade: existsSync(dataDir) };
  } catch (error) {
    const failure = error as { code: number; stderr: string; stdout: string };
    return { code: failure.code, stderr: failure.stderr, stdout: failure.stdout, dataDirMade: existsSync(dataDir) };
  }
}

describe('a start with an unusable setting', () => {
  it.each([
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', 'true'],
    ['PORT', 'eighty'],
  ])('%s=%s prints one "Invalid environment" line, no stack trace, and makes nothing', async (name, value) => {
    const result = await startWith({ [name]: value });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment: ${name}: `));
    expect(result.stdout).toBe('');
    expect(result.dataDirMade).toBe(false);
  });
});
