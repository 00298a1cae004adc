/** Prints results as Markdown tables (readable in a terminal, pasteable into the README). */
import type { ScenarioResult } from './load-runner.js';
import type { Verdict } from './bench-scenarios.js';

export function markdownTable(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function printSection(title: string, body: string): void {
  console.log(`\n### ${title}\n\n${body}`);
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function loadTable(results: readonly ScenarioResult[]): string {
  return markdownTable(
    ['Scenario', 'req/s (median)', 'rounds req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'bytes/resp', 'CPU µs/req: all (node)'],
    results.map(({ scenario, rounds, median }) => [
      scenario.name,
      whole(median.reqPerSec),
      rounds.map((round) => whole(round.reqPerSec)).join(' / '),
      String(median.p50),
      String(median.p99),
      String(median.errors),
      String(median.non2xx),
      whole(median.bytesPerResponse),
      `${whole(median.cpuUsPerRequest)} (${whole(median.nodeCpuUsPerRequest)})`,
    ]),
  );
}

export function verdictTable(verdicts: readonly Verdict[]): string {
  return markdownTable(
    ['Goal', 'What', 'Measured', 'Target', 'Result'],
    verdicts.map((verdict) => [verdict.id, verdict.label, verdict.measured, verdict.target, verdict.pass === null ? 'not judged' : verdict.pass ? 'PASS' : 'FAIL']),
  );
}
