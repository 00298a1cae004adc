/**
 * `npm run bench:newsletter`: the newsletter phase (N1) of `npm run bench` on its own, for a run
 * that needs no client build. BENCH_PORT_OFFSET moves its app's port (3210) as for the full bench.
 */
import { printSection, verdictTable } from './bench-table.js';
import { stopAllServers } from './bench-processes.js';
import { measureNewsletter, newsletterTable, newsletterVerdicts } from './newsletter-phase.js';

const port = 3210 + Number(process.env.BENCH_PORT_OFFSET ?? 0);
try {
  const timing = await measureNewsletter(50_000, port, { duration: 10, connections: 50 });
  printSection('N1 newsletter to 50,000 subscribers', newsletterTable(timing));
  printSection('Summary', verdictTable(newsletterVerdicts(timing)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
