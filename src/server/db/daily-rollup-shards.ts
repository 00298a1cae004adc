import type { DataSource } from 'typeorm';
import type { StartedFeature } from '../core/feature-module.js';
import { startRepeatingTask } from '../core/repeating-task.js';
import { composedStatement, execute } from './sql.js';

/** A daily rollup table: a `day` column, the columns that key a row within a day, a `shard`, and counters. */
export interface DailyRollup {
  table: string;
  keys: string[];
  sums: string[];
}

const quoted = (column: string) => `"${column}"`;

/**
 * Folds the shards of past days into shard 0, sums unchanged. Rollups are written to one of 8
 * shards per connection so concurrent writers of today rarely wait on one row; a day no one
 * writes any more needs one row per key, and reading a year of them reads an eighth as many.
 * A late write to a past day (an old order imported) lands in a shard again and is folded on
 * the next run. Concurrent runs and writers are safe: each row is either deleted and added to
 * shard 0 in one statement, or left for the next run.
 */
export async function foldPastShards(dataSource: DataSource, rollup: DailyRollup): Promise<void> {
  const keys = ['day', ...rollup.keys].map(quoted).join(', ');
  const sums = rollup.sums.map(quoted);
  // Composed: the table and its columns are the rollup's (names cannot be parameters).
  await execute(
    dataSource,
    composedStatement(
      `WITH folded AS (
       DELETE FROM ${quoted(rollup.table)} WHERE "day" < (now() AT TIME ZONE 'UTC')::date AND "shard" <> 0 RETURNING ${keys}, ${sums.join(', ')}
     )
     INSERT INTO ${quoted(rollup.table)} (${keys}, "shard", ${sums.join(', ')})
     SELECT ${keys}, 0, ${sums.map((column) => `sum(${column})`).join(', ')} FROM folded GROUP BY ${keys} ORDER BY ${keys}
     ON CONFLICT (${keys}, "shard") DO UPDATE SET ${sums.map((column) => `${column} = ${quoted(rollup.table)}.${column} + EXCLUDED.${column}`).join(', ')}`,
      [],
    ),
  );
}

const FOLD_EVERY_MS = 3600_000;

/** Folds these rollups' past shards at start and every hour, for the life of the process. */
export function startFoldingPastShards(dataSource: DataSource, rollups: DailyRollup[], log: (error: unknown) => void): StartedFeature {
  return startRepeatingTask(
    async () => {
      for (const rollup of rollups) await foldPastShards(dataSource, rollup);
    },
    FOLD_EVERY_MS,
    log,
  );
}
