/**
 * Seeds 100,000 people with 1,000,000 ledger entries and prints the latency of the people list
 * (searched and filtered) and of a person's profile.
 *
 *   npm run bench:people            (embedded PostgreSQL under .data/bench-people-pg, rebuilt each run)
 *   DATABASE_URL=... npm run bench:people   (a disposable database: rows are added to it)
 */
import { openScratchDatabase } from './bench/analytics-seed.js';
import { measureList, measureProfile, seedPeople } from './bench/people-seed.js';

const PEOPLE = 100_000;
const LEDGER_ROWS = 1_000_000;

async function main(): Promise<void> {
  const { dataSource, close } = await openScratchDatabase('bench-people-pg');
  try {
    const seedStarted = performance.now();
    await seedPeople(dataSource, PEOPLE, LEDGER_ROWS);
    console.error(`seeded ${PEOPLE.toLocaleString('en-US')} people and ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows in ${Math.round(performance.now() - seedStarted)} ms`);
    console.log('measure | p50 (ms) | p95 (ms)');
    const cases = [
      ['list, no filter', {}],
      ['list, search by name', { query: 'name4242' }],
      ['list, search by email', { query: 'person777@' }],
      ['list, search by code', { query: 'bnch-004242' }],
      ['list, confirmed members', { confirmed: true, member: true }],
      ['list, Gold tier', { tier: 'Gold' as const }],
      ['list, pending claims', { pendingClaims: true }],
      ['list, page 200', { page: 200 }],
    ] as const;
    for (const [name, input] of cases) {
      const { p50, p95 } = await measureList(dataSource, input);
      console.log(`${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)}`);
    }
    const profile = await measureProfile(dataSource);
    console.log(`profile | ${profile.p50.toFixed(1)} | ${profile.p95.toFixed(1)}`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
