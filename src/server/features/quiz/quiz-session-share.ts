import type { DataSource } from 'typeorm';
import { QUIZ_SESSIONS_COUNTED_PER_HOUR, type QuizKind } from '../../../shared/quiz.js';
import type { VisitSource } from '../../../shared/visit-source.js';
import { queryRows, sql } from '../../db/sql.js';

// Whether new quiz sessions count in the dashboard's figures. Each client address has an hourly
// share of counted sessions per kind (QUIZ_SESSIONS_COUNTED_PER_HOUR); sessions past it are
// served as any other, only not counted. A session is counted or not once, when it is first
// seen: its start (quiz_session.counted remembers it for the submit), or a submit without one.

/**
 * Records a quiz page's session: the first start inserts its row with the visit's source,
 * counted or not by its address's share, and a counted full-quiz start records quiz_started
 * (preview starts stay out of the funnel, so its first two steps compare like with like). A
 * session keeps its first source. One statement, no transaction.
 *
 * The share: for the new sessions in `unseen` (with "sessionId", kind, "clientKey" and their
 * order in "position"), `counter` adds them to their address's hourly counter (the rate limits'
 * counter upsert of http/rate-limit.ts, one counter row per kind and address, so parallel requests cannot
 * pass the share) and `share` answers each one's "sessionId" and whether it is counted. The
 * submit's statement (quiz-response-writes.ts) holds the same two CTEs.
 */
const insertStartedSession = (start: { sessionId: string; kind: QuizKind; clientKey: string; source: VisitSource }) => sql<{ inserted: number }>`WITH unseen AS (
      SELECT ${start.sessionId}::varchar AS "sessionId", ${start.kind}::varchar AS kind, ${start.clientKey}::varchar AS "clientKey", 0 AS position
       WHERE NOT EXISTS (SELECT 1 FROM quiz_session WHERE "sessionId" = ${start.sessionId})
    ), counter AS (
      INSERT INTO "rate_limit_counter" AS counter ("bucket", "key", "windowStart", "hits")
      SELECT added."bucket", added."key", to_timestamp(floor(extract(epoch FROM clock_timestamp()) / 3600) * 3600), added."hits"
        FROM (SELECT 'quiz-' || kind AS "bucket", "clientKey" AS "key", count(*)::int AS "hits" FROM unseen GROUP BY kind, "clientKey") AS added
      ON CONFLICT ("bucket", "key") DO UPDATE SET
        "hits" = CASE WHEN counter."windowStart" >= EXCLUDED."windowStart" THEN counter."hits" + EXCLUDED."hits" ELSE EXCLUDED."hits" END,
        "windowStart" = GREATEST(counter."windowStart", EXCLUDED."windowStart")
      RETURNING "bucket", "key", "windowStart", "hits"
    ), share AS MATERIALIZED (
      SELECT unseen."sessionId", unseen.kind,
             counter."hits" - count(*) OVER same_client + row_number() OVER (same_client ORDER BY unseen.position) <= ${QUIZ_SESSIONS_COUNTED_PER_HOUR} AS counted
        FROM unseen JOIN counter ON counter."bucket" = 'quiz-' || unseen.kind AND counter."key" = unseen."clientKey"
      WINDOW same_client AS (PARTITION BY unseen.kind, unseen."clientKey")
    ), session AS (
      INSERT INTO quiz_session ("sessionId", kind, counted, source) SELECT "sessionId", kind, counted, ${start.source} FROM share
      ON CONFLICT ("sessionId") DO NOTHING RETURNING "sessionId", kind, counted
    ), event AS (
      INSERT INTO funnel_event (type, subject, person) SELECT 'quiz_started', "sessionId", "sessionId" FROM session WHERE counted AND kind = 'full'
    )
    SELECT count(*)::int AS "inserted" FROM session`;

/** Records a start; answers whether it was the session's first. */
export async function recordQuizStart(
  dataSource: DataSource,
  start: { sessionId: string; kind: QuizKind; clientKey: string; source: VisitSource },
): Promise<boolean> {
  const [row] = await queryRows(dataSource, insertStartedSession({ ...start, clientKey: start.clientKey.slice(0, 128) }));
  return (row?.inserted ?? 0) > 0;
}
