// `npm test`: unit and integration tests (Vitest, real PostgreSQL), then browser tests
// (Playwright in Chromium against the built app). The browser tests run even when Vitest
// fails, so one failure never hides the other stage's results; the run fails if either did.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Each test stage also writes a JSON report, read back for the summary's list of failures.
const reports = path.join(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
// Stages the others need stop the run when they fail; test stages do not.
// The client is built first: some integration tests serve it.
const stages = [
  { name: 'Build (client and server when their sources changed)', args: ['scripts/ensure-build.mjs'], required: true },
  {
    name: 'Unit and integration tests',
    args: ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    failures: () => vitestFailures(vitestReport),
  },
  { name: 'Chromium', args: ['scripts/ensure-chromium.mjs'], required: true },
  {
    name: 'Browser tests',
    args: ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    failures: () => playwrightFailures(playwrightReport),
  },
];

// npm puts the project's own Node (the `node` package) first on the PATH of every script.
console.log(`Node ${process.version}`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error('These tests need Node 24: run them with `npm test`, which uses the Node that `npm install` brought.');
  process.exit(1);
}

const outcomes = [];
for (const { name, args, required, env, failures } of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = result.status ?? result.signal;
  const passed = result.status === 0;
  outcomes.push({ name, passed, code, seconds: Math.round((Date.now() - started) / 1000), failures: passed || !failures ? [] : failures() });
  if (result.status !== 0 && required) break;
}

console.log('\n=== Summary ===');
for (const { name, passed, code, seconds, failures } of outcomes) {
  console.log(`${passed ? 'passed' : `FAILED (exit ${code})`}  ${name}  ${seconds} s`);
  for (const line of failures) console.log(line);
}
const failed = outcomes.filter((outcome) => !outcome.passed);
if (failed.length > 0 || outcomes.length < stages.length) {
  console.error(`\n${failed.map((outcome) => outcome.name).join(' and ')} failed.`);
  process.exit(1);
}
console.log('\nAll test stages passed.');
