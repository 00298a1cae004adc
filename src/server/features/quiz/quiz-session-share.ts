import type { DataSource } from 'typeorm';
import { QUIZ_SESSIONS_COUNTED_PER_HOUR } from '../../../shared/quiz.js';
import type { VisitSource } from '../../../shared/visit-source.js';
import { addHitsSql } from '../../http/rate-limit.js';

// Whether new quiz sessions count in the dashboard's figures. Each client address has an hourly
// share of counted sessions per kind (QUIZ_SESSIONS_COUNTED_PER_HOUR); sessions past it are
// served as any other, only not counted. A session is counted or not once, when it is first
// seen: its start (quiz_session.counted remembers it for the submit), or a submit without one.

/**
 * The hourly share of counted sessions, for a statement whose CTE `unseen` holds new sessions
 * (with "sessionId", kind, "clientKey" and their order in "position"): `share` answers each one's
 * "sessionId" and whether it is counted. One counter row per kind and address, however many the
 * statement holds, so parallel requests cannot pass the share.
 */
export const countedSessionsSql = (shareParameter: string) => `counter AS (
      ${addHitsSql(`SELECT 'quiz-' || kind AS "bucket", "clientKey" AS "key", count(*)::int AS "hits" FROM unseen GROUP BY kind, "clientKey"`, '3600')}
    ), share AS MATERIALIZED (
      SELECT unseen."sessionId", unseen.kind,
             counter."hits" - count(*) OVER same_client + row_number() OVER (same_client ORDER BY unseen.position) <= ${shareParameter} AS counted
        FROM unseen JOIN counter ON counter."bucket" = 'quiz-' || unseen.kind AND counter."key" = unseen."clientKey"
      WINDOW same_client AS (PARTITION BY unseen.kind, unseen."clientKey")
    )`;

/**
 * Records a quiz page's session: the first start inserts its row with the visit's source,
 * counted or not by its address's share, and a counted full-quiz start records quiz_started
 * (preview starts stay out of the funnel, so its first two steps compare like with like). A
 * session keeps its first source. One statement, no transaction.
 */
const RECORD_START_SQL = `WITH unseen AS (
      SELECT $1::varchar AS "sessionId", $2::varchar AS kind, $3::varchar AS "clientKey", 0 AS position
       WHERE NOT EXISTS (SELECT 1 FROM quiz_session WHERE "sessionId" = $1)
    ), ${countedSessionsSql('$4')}, session AS (
      INSERT INTO quiz_session ("sessionId", kind, counted, source) SELECT "sessionId", kind, counted, $5 FROM share
      ON CONFLICT ("sessionId") DO NOTHING RETURNING "sessionId", kind, counted
    ), event AS (
      INSERT INTO funnel_event (type, subject, person) SELECT 'quiz_started', "sessionId", "sessionId" FROM session WHERE counted AND kind = 'full'
    )
    SELECT count(*)::int AS "inserted" FROM session`;

/** Records a start; answers whether it was the session's first. */
export async function recordQuizStart(
  dataSource: DataSource,
  start: { sessionId: string; kind: 'full' | 'preview'; clientKey: string; source: VisitSource },
): Promise<boolean> {
  const [row] = await dataSource.query<{ inserted: number }[]>(RECORD_START_SQL, [
    start.sessionId,
    start.kind,
    start.clientKey.slice(0, 128),
    QUIZ_SESSIONS_COUNTED_PER_HOUR,
    start.source,
  ]);
  return (row?.inserted ?? 0) > 0;
}
