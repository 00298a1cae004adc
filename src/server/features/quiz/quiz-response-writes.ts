import type { FunnelEventType } from '../../../shared/analytics-events.js';
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
}

/** Runs SQL with positional parameters and answers the rows (a DataSource's or a pg pool's query). */
export type RunQuery = (sql: string, parameters: unknown[]) => Promise<{ id: number; sessionId: string }[]>;

/**
 * Stores responses and, only for those that are new, their funnel events, in one statement;
 * a session that already has a response keeps it. Answers the new rows.
 */
const INSERT_QUIZ_RESPONSES_SQL = `WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS row("sessionId" varchar, kind varchar, responses jsonb, result jsonb, "matchScore" int, "ruleVersion" int, "eventType" varchar)
    ), response AS (
      INSERT INTO quiz_response ("sessionId", kind, responses, result, "matchScore", "ruleVersion")
      SELECT "sessionId", kind, responses, result, "matchScore", "ruleVersion" FROM input
      ON CONFLICT ("sessionId") DO NOTHING RETURNING id, "sessionId", "matchScore"
    ), event AS (
      INSERT INTO funnel_event (type, subject, person, details)
      SELECT input."eventType", response."sessionId", response."sessionId", jsonb_build_object('quizResponseId', response.id, 'matchScore', response."matchScore")
      FROM response JOIN input USING ("sessionId")
    )
    SELECT id, "sessionId" FROM response`;

/**
 * Stores a group of responses: the new row's id for each, null for a session that already had
 * one (stored earlier, or earlier in this very group: a double click sent twice at once).
 */
export async function insertQuizResponses(query: RunQuery, rows: readonly QuizResponseRow[]): Promise<(number | null)[]> {
  const firstOfSession = rows.filter((row, index) => rows.findIndex((other) => other.sessionId === row.sessionId) === index);
  const inserted = await query(INSERT_QUIZ_RESPONSES_SQL, [JSON.stringify(firstOfSession)]);
  const idOf = new Map(inserted.map((row) => [row.sessionId, row.id]));
  return rows.map((row) => (firstOfSession.includes(row) ? (idOf.get(row.sessionId) ?? null) : null));
}

/**
 * Concurrent submits share statements (at most 2 running, 64 responses each): under load a
 * submit waits for one commit with others instead of queueing behind 50 single-row commits.
 */
export function quizResponseWriter(query: RunQuery): (row: QuizResponseRow) => Promise<number | null> {
  return groupedWriter((rows: QuizResponseRow[]) => insertQuizResponses(query, rows), { maxInFlight: 2, maxGroup: 64 });
}
