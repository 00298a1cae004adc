// `npm test`: unit and integration tests (Vitest, real PostgreSQL), then browser tests
// (Playwright in Chromium against the built app). Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The client is built first: some integration tests serve it, and a build older than the
// server's page template would fail them.
const stages = [
  ['Build (client when stale, server)', ['scripts/ensure-build.mjs']],
  ['Unit and integration tests', ['node_modules/vitest/vitest.mjs', 'run']],
  ['Chromium', ['scripts/ensure-chromium.mjs']],
  ['Browser tests', ['node_modules/@playwright/test/cli.js', 'test']],
];

// npm puts the project's own Node (the `node` package) first on the PATH of every script.
console.log(`Node ${process.version}`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error('These tests need Node 24: run them with `npm test`, which uses the Node that `npm install` brought.');
  process.exit(1);
}

for (const [name, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log('\nAll test stages passed.');
