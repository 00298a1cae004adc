import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { QUIZ_SUBMITS_PER_HOUR } from '../../../shared/quiz.js';
import { groupedWriter } from '../../db/grouped-writes.js';
import type { RecommendationResult } from './engine/engine-types.js';

/** One scored quiz to store, with the funnel event that records its completion. */
export interface QuizResponseRow {
  sessionId: string;
  kind: 'full' | 'preview';
  responses: Record<string, string>;
  result: RecommendationResult;
  matchScore: number;
  ruleVersion: number | null;
  eventType: FunnelEventType;
  /** Who sent it (the client address): new sessions are limited per address. */
  clientKey: string;
}

/** What storing a row did: the new response's id, null when the session had one already, or refused over the limit. */
export type QuizResponseWrite = number | null | 'limited';

/** Runs SQL with positional parameters and answers the rows (a DataSource's or a pg pool's query). */
export type RunQuery = (sql: string, parameters: unknown[]) => Promise<{ id: number | null; sessionId: string; limited: boolean }[]>;

/**
 * Stores responses and, only for those that are new, their funnel events, in one statement;
 * a session that already has a response keeps it. New sessions are counted per client address
 * in the same statement (the rate_limit_counter upsert of http/rate-limit.ts, one row per
 * address however many the group holds), and those past QUIZ_SUBMITS_PER_HOUR are neither
 * stored nor counted: parallel submits cannot pass the limit, and the dashboard's completions
 * count people. Answers the new rows, and the refused ones.
 */
const INSERT_QUIZ_RESPONSES_SQL = `WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb)
        AS row("sessionId" varchar, kind varchar, responses jsonb, result jsonb, "matchScore" int, "ruleVersion" int, "eventType" varchar, "clientKey" varchar, position int)
    ), fresh AS (
      SELECT input.*, count(*) OVER (PARTITION BY "clientKey") AS "fromClient", row_number() OVER (PARTITION BY "clientKey" ORDER BY position) AS "nth"
      FROM input WHERE NOT EXISTS (SELECT 1 FROM quiz_response r WHERE r."sessionId" = input."sessionId")
    ), counted AS (
      INSERT INTO rate_limit_counter AS counter ("bucket", "key", "windowStart", "hits")
      SELECT 'quiz-submit', "clientKey", to_timestamp(floor(extract(epoch FROM clock_timestamp()) / 3600) * 3600), count(*)::int FROM fresh GROUP BY "clientKey"
      ON CONFLICT ("bucket", "key") DO UPDATE SET
        "hits" = CASE WHEN counter."windowStart" >= EXCLUDED."windowStart" THEN counter."hits" + EXCLUDED."hits" ELSE EXCLUDED."hits" END,
        "windowStart" = GREATEST(counter."windowStart", EXCLUDED."windowStart")
      RETURNING "key", "hits"
    ), allowed AS (
      SELECT fresh.* FROM fresh JOIN counted ON counted."key" = fresh."clientKey" WHERE counted."hits" - fresh."fromClient" + fresh."nth" <= $2
    ), response AS (
      INSERT INTO quiz_response ("sessionId", kind, responses, result, "matchScore", "ruleVersion")
      SELECT "sessionId", kind, responses, result, "matchScore", "ruleVersion" FROM allowed
      ON CONFLICT ("sessionId") DO NOTHING RETURNING id, "sessionId", "matchScore"
    ), event AS (
      INSERT INTO funnel_event (type, subject, person, details)
      SELECT input."eventType", response."sessionId", response."sessionId", jsonb_build_object('quizResponseId', response.id, 'matchScore', response."matchScore")
      FROM response JOIN input USING ("sessionId")
    )
    SELECT id, "sessionId", false AS limited FROM response
    UNION ALL
    SELECT NULL, fresh."sessionId", true FROM fresh WHERE NOT EXISTS (SELECT 1 FROM allowed WHERE allowed."sessionId" = fresh."sessionId")`;

/**
 * Stores a group of responses: the new row's id for each, null for a session that already had
 * one (stored earlier, or earlier in this very group: a double click sent twice at once), or
 * 'limited' when its address has submitted too many new sessions this hour.
 */
export async function insertQuizResponses(query: RunQuery, rows: readonly QuizResponseRow[]): Promise<QuizResponseWrite[]> {
  const firstOfSession = rows.filter((row, index) => rows.findIndex((other) => other.sessionId === row.sessionId) === index);
  const input = firstOfSession.map((row, position) => ({ ...row, clientKey: row.clientKey.slice(0, 128), position }));
  const written = await query(INSERT_QUIZ_RESPONSES_SQL, [JSON.stringify(input), QUIZ_SUBMITS_PER_HOUR]);
  const outcome = new Map(written.map((row): [string, QuizResponseWrite] => [row.sessionId, row.limited ? 'limited' : row.id]));
  return rows.map((row) => (firstOfSession.includes(row) ? (outcome.get(row.sessionId) ?? null) : null));
}

/**
 * Concurrent submits share statements (at most 2 running, 64 responses each): under load a
 * submit waits for one commit with others instead of queueing behind 50 single-row commits.
 */
export function quizResponseWriter(query: RunQuery): (row: QuizResponseRow) => Promise<QuizResponseWrite> {
  return groupedWriter((rows: QuizResponseRow[]) => insertQuizResponses(query, rows), { maxInFlight: 2, maxGroup: 64 });
}
