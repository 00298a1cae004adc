import type { DataSource } from 'typeorm';
import { listPeople } from '../../src/server/features/people/people-list.service.js';
import { getPersonProfile } from '../../src/server/features/people/person-profile.service.js';
import type { PeopleListInput } from '../../src/shared/people.js';

/**
 * People at scale, made in SQL: `users` email rows (two in three confirmed, each confirmed one a
 * member), members who joined without the quiz up to `people` in all, `ledgerRows` ledger entries
 * spread over the members, a pending claim for one member in twenty, two emails and a consent
 * row per email row.
 */
export async function seedPeople(dataSource: DataSource, people: number, ledgerRows: number): Promise<void> {
  const users = Math.round(people * 0.8);
  const confirmedUsers = Math.round(users * 0.66);
  const memberOnly = people - users;
  await dataSource.query(
    `INSERT INTO "user" (email, "firstName", "emailConfirmedAt", "createdAt")
     SELECT 'person' || i || '@bench.example', 'Name' || i, CASE WHEN i <= $2::int THEN now() - make_interval(days => i % 300) END, now() - make_interval(days => i % 365, secs => i)
       FROM generate_series(1, $1::int) AS i`,
    [users, confirmedUsers],
  );
  await dataSource.query(
    `INSERT INTO loyalty_member ("loyaltyCode", email, "firstName", "confirmedAt", "tierLevel", "createdAt")
     SELECT 'BNCH-' || lpad(i::text, 6, '0'),
            CASE WHEN i <= $1::int THEN 'person' || i || '@bench.example' ELSE 'member' || i || '@bench.example' END,
            'Name' || i, now() - make_interval(days => i % 300),
            (ARRAY['Bronze', 'Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Platinum'])[1 + i % 7], now() - make_interval(days => i % 365, secs => i)
       FROM generate_series(1, $1::int + $2::int) AS i`,
    [confirmedUsers, memberOnly],
  );
  const [{ first, last }] = await dataSource.query<Array<{ first: number; last: number }>>(`SELECT min(id) AS first, max(id) AS last FROM loyalty_member WHERE "loyaltyCode" LIKE 'BNCH-%'`);
  const members = last - first + 1;
  for (let from = 0; from < ledgerRows; from += 200_000) {
    await dataSource.query(
      `INSERT INTO loyalty_transaction ("memberId", kind, "pointsAmount", description, "createdAt")
       SELECT $1::int + (i % $2::int), 'adjustment', 1 + i % 50, 'Bench adjustment', now() - make_interval(mins => i % 500000)
         FROM generate_series($3::int, $4::int) AS i`,
      [first, members, from, Math.min(from + 200_000, ledgerRows) - 1],
    );
  }
  await dataSource.query(
    `INSERT INTO purchase_claim ("memberId", "orderNumber", "totalCents", points, status)
     SELECT id, 'BENCH-' || id, 2500, 25, 'pending' FROM loyalty_member WHERE "loyaltyCode" LIKE 'BNCH-%' AND id % 20 = 0`,
  );
  await dataSource.query(
    `INSERT INTO email_message (recipient, template, occasion, payload, status, "sentAt")
     SELECT 'person' || i || '@bench.example', t, 'bench:' || i, '{}'::jsonb, 'sent', now() FROM generate_series(1, $1::int) AS i, unnest(ARRAY['results', 'loyalty-welcome']) AS t`,
    [users],
  );
  await dataSource.query(
    `INSERT INTO consent_event (address, purpose, action, source) SELECT 'person' || i || '@bench.example', 'marketing-email', 'granted', 'bench' FROM generate_series(1, $1::int) AS i`,
    [confirmedUsers],
  );
  await dataSource.query('ANALYZE');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timed(runs: number, work: (run: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let warm = 0; warm < 3; warm++) await work(warm);
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95) };
}

/** The people list's latency for one search and filter set (page 1, 25 a page). */
export function measureList(dataSource: DataSource, input: Partial<PeopleListInput>, runs = 25) {
  return timed(runs, () => listPeople(dataSource, { page: 1, pageSize: 25, ...input }));
}

/** A profile's latency, each run a different member with ledger entries. */
export async function measureProfile(dataSource: DataSource, runs = 25) {
  const ids = await dataSource.query<Array<{ id: string }>>(
    `SELECT u."personId" AS id FROM "user" u JOIN loyalty_member m ON m.email = u.email ORDER BY u.id LIMIT $1::int`,
    [runs + 3],
  );
  return timed(runs, (run) => getPersonProfile(dataSource, ids[run % ids.length]!.id));
}
