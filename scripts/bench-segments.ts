/**
 * `npm run bench:segments`: the segments phase (M1, M2) of `npm run bench` on its own.
 * BENCH_EXPLAIN=1 prints each count's plan to stderr.
 */
import { printSection, verdictTable } from './bench/bench-table.js';
import { measureSegments } from './bench/segments-phase.js';

try {
  printSection('Summary', verdictTable(await measureSegments()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
