import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { QUIZ_SESSIONS_COUNTED_PER_HOUR } from '../../../shared/quiz.js';
import { groupedWriter } from '../../db/grouped-writes.js';
import type { RecommendationResult } from './engine/engine-types.js';
import { countedSessionsSql } from './quiz-session-share.js';

/** One scored quiz to store, with the funnel event that records its completion. */
export interface QuizResponseRow {
  sessionId: string;
  kind: 'full' | 'preview';
  responses: Record<string, string>;
  result: RecommendationResult;
  matchScore: number;
  ruleVersion: number | null;
  eventType: FunnelEventType;
  /** Who sent it (the client address): each address has an hourly share of counted sessions. */
  clientKey: string;
}

/** What storing a row did: the new response's id, or null when the session had one already. */
export type QuizResponseWrite = number | null;

/** Runs SQL with positional parameters and answers the rows (a DataSource's or a pg pool's query). */
export type RunQuery = (sql: string, parameters: unknown[]) => Promise<{ id: number; sessionId: string }[]>;

/**
 * Stores responses and their funnel events in one statement; a session that already has a
 * response keeps it, and only new responses record an event. The event is recorded only for a
 * counted session: one whose start was counted or, for a session never started (a client that
 * skips /start), one within its address's hourly share, counted here. Nothing else is written
 * for it: a session without a start is not in the funnel's people, and its response is stored
 * once, so it is never counted again. The response is stored either way: results are never refused.
 */
const INSERT_QUIZ_RESPONSES_SQL = `WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb)
        AS row("sessionId" varchar, kind varchar, responses jsonb, result jsonb, "matchScore" int, "ruleVersion" int, "eventType" varchar, "clientKey" varchar, position int)
    ), fresh AS (
      SELECT input.*, started.counted AS "startCounted"
        FROM input LEFT JOIN quiz_session started USING ("sessionId")
       WHERE NOT EXISTS (SELECT 1 FROM quiz_response r WHERE r."sessionId" = input."sessionId")
    ), unseen AS (
      SELECT * FROM fresh WHERE "startCounted" IS NULL
    ), ${countedSessionsSql('$2')}, response AS (
      INSERT INTO quiz_response ("sessionId", kind, responses, result, "matchScore", "ruleVersion")
      SELECT "sessionId", kind, responses, result, "matchScore", "ruleVersion" FROM fresh
      ON CONFLICT ("sessionId") DO NOTHING RETURNING id, "sessionId", "matchScore"
    ), event AS (
      INSERT INTO funnel_event (type, subject, person, details)
      SELECT fresh."eventType", response."sessionId", response."sessionId", jsonb_build_object('quizResponseId', response.id, 'matchScore', response."matchScore")
        FROM response JOIN fresh USING ("sessionId") LEFT JOIN share USING ("sessionId")
       WHERE coalesce(fresh."startCounted", share.counted)
    )
    SELECT id, "sessionId" FROM response`;

/**
 * Stores a group of responses: the new row's id for each, or null for a session that already
 * had one (stored earlier, or earlier in this very group: a double click sent twice at once).
 */
export async function insertQuizResponses(query: RunQuery, rows: readonly QuizResponseRow[]): Promise<QuizResponseWrite[]> {
  const sessions = new Set<string>();
  const firstOfSession = rows.filter((row) => !sessions.has(row.sessionId) && sessions.add(row.sessionId));
  const first = new Set(firstOfSession);
  const input = firstOfSession.map((row, position) => ({ ...row, clientKey: row.clientKey.slice(0, 128), position }));
  const written = await query(INSERT_QUIZ_RESPONSES_SQL, [JSON.stringify(input), QUIZ_SESSIONS_COUNTED_PER_HOUR]);
  const ids = new Map(written.map((row) => [row.sessionId, row.id]));
  return rows.map((row) => (first.has(row) ? (ids.get(row.sessionId) ?? null) : null));
}

/**
 * Concurrent submits share statements (at most 2 running, 64 responses each): under load a
 * submit waits for one commit with others instead of queueing behind 50 single-row commits.
 */
export function quizResponseWriter(query: RunQuery): (row: QuizResponseRow) => Promise<QuizResponseWrite> {
  return groupedWriter((rows: QuizResponseRow[]) => insertQuizResponses(query, rows), { maxInFlight: 2, maxGroup: 64 });
}
