import { type Database, execute, queryRows, sql } from '../db/sql.js';

const PRUNE_PROBABILITY = 0.01;

export interface RateLimitRule {
  /** What is limited, e.g. 'loyalty-lookup'; each bucket counts on its own. */
  bucket: string;
  /** Who is limited, e.g. the client address. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  remaining: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one request in a fixed window and says whether it is within the limit. The counter
 * lives in PostgreSQL, so every process on the database shares it; one upsert makes the
 * read-and-increment atomic, and the database clock sets the window for all of them.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  // The counters' upsert: the key's hits in the current fixed window, this one included. The quiz's
  // start and submit statements count their hits with the same upsert inside them; keep them alike.
  const [row] = await queryRows(
    db,
    sql<{ hits: number; retryAfter: number }>`WITH counted AS (
       INSERT INTO "rate_limit_counter" AS counter ("bucket", "key", "windowStart", "hits")
       SELECT added."bucket", added."key", to_timestamp(floor(extract(epoch FROM clock_timestamp()) / ${rule.windowSeconds}) * ${rule.windowSeconds}), added."hits"
         FROM (SELECT ${rule.bucket}::varchar AS "bucket", ${rule.key.slice(0, 128)}::varchar AS "key", 1 AS "hits") AS added
       ON CONFLICT ("bucket", "key") DO UPDATE SET
         "hits" = CASE WHEN counter."windowStart" >= EXCLUDED."windowStart" THEN counter."hits" + EXCLUDED."hits" ELSE EXCLUDED."hits" END,
         "windowStart" = GREATEST(counter."windowStart", EXCLUDED."windowStart")
       RETURNING "windowStart", "hits"
     )
     SELECT "hits", ceil(extract(epoch FROM "windowStart") + ${rule.windowSeconds} - extract(epoch FROM clock_timestamp()))::int AS "retryAfter" FROM counted`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  // Now and then, clear counters of clients long gone; no timer needed in any process.
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db);
  const count = Number(row.hits);
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, row.retryAfter),
  };
}

/** Drops counters whose window ended long ago (one row per key would otherwise pile up). */
export async function pruneRateLimits(db: Database, olderThanSeconds = 86_400): Promise<number> {
  return execute(db, sql`DELETE FROM "rate_limit_counter" WHERE "windowStart" < clock_timestamp() - make_interval(secs => ${olderThanSeconds})`);
}
