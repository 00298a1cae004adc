// Reads the JSON reports of Vitest and Playwright and names what failed, with the first
// lines of each error, so the end of a long log says what went wrong without scrolling back.
import { existsSync, readFileSync } from 'node:fs';

const ESCAPES = /\u001b\[[0-9;]*m/g;

/** The first few lines of an error message, without terminal colours. */
function firstLines(message, count = 4) {
  return String(message ?? '').replace(ESCAPES, '').split('\n').filter((line) => line.trim() !== '' && !/^\s*at /.test(line)).slice(0, count).map((line) => `    ${line.slice(0, 300)}`);
}

function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Failed Vitest tests (and files that failed outside a test, in a hook or an import). */
export function vitestFailures(file) {
  const report = readReport(file);
  if (!report) return [`  (no report at ${file})`];
  const lines = [];
  for (const result of report.testResults ?? []) {
    const name = result.name.replace(`${process.cwd()}/`, '');
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`  ${name} › ${test.fullName}`, ...firstLines(test.failureMessages?.[0]));
    if (failed.length === 0 && result.status === 'failed') lines.push(`  ${name}`, ...firstLines(result.message));
  }
  return lines;
}

/** Failed or flaky Playwright tests, with their project. */
export function playwrightFailures(file) {
  const report = readReport(file);
  if (!report) return [`  (no report at ${file})`];
  const lines = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((result) => result.error)?.error;
        lines.push(`  [${test.projectName}] ${[...path, spec.title].join(' › ')} (${test.status})`, ...firstLines(error?.message));
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  for (const error of report.errors ?? []) lines.push('  (outside a test)', ...firstLines(error.message));
  return lines;
}
