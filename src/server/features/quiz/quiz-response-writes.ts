import type { FunnelEventType } from '../../../shared/analytics-events.js';
import { QUIZ_SESSIONS_COUNTED_PER_HOUR, type QuizAnswers, type QuizKind } from '../../../shared/quiz.js';
import { groupedWriter } from '../../db/grouped-writes.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { type Database, sql } from '../../db/sql.js';
import type { RecommendationResult } from './engine/engine-types.js';

/** One scored quiz to store, with the funnel event that records its completion. */
export interface QuizResponseRow {
  sessionId: string;
  kind: QuizKind;
  responses: QuizAnswers;
  result: RecommendationResult;
  matchScore: number;
  ruleVersion: number | null;
  eventType: FunnelEventType;
  /** Who sent it (the client address): each address has an hourly share of counted sessions. */
  clientKey: string;
}

/** What storing a row did: the new response's id, or null when the session had one already. */
export type QuizResponseWrite = number | null;

/**
 * Stores responses and their funnel events in one statement; a session that already has a
 * response keeps it, and only new responses record an event. The event is recorded only for a
 * counted session: one whose start was counted or, for a session never started (a client that
 * skips /start), one within its address's hourly share, counted here (`counter` and `share`, the
 * same CTEs as the start's statement in quiz-session-share.ts). Nothing else is written
 * for it: a session without a start is not in the funnel's people, and its response is stored
 * once, so it is never counted again. The response is stored either way: results are never refused.
 * `input` is the rows as JSON, each with its place in the group. The statement is prepared, so
 * its plan is kept from a time when the tables were small: the session lookups are written as
 * LATERAL … LIMIT 1 so that they stay index lookups whatever size the plan was made at.
 */
const insertQuizResponsesWithEvents = (input: string) => sql<{ id: number; sessionId: string }>`WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
        AS row("sessionId" varchar, kind varchar, responses jsonb, result jsonb, "matchScore" int, "ruleVersion" int, "eventType" varchar, "clientKey" varchar, position int)
    ), fresh AS (
      SELECT input.*, started.counted AS "startCounted"
        FROM input
        LEFT JOIN LATERAL (SELECT s.counted FROM quiz_session s WHERE s."sessionId" = input."sessionId" LIMIT 1) started ON true
        LEFT JOIN LATERAL (SELECT 1 AS found FROM quiz_response r WHERE r."sessionId" = input."sessionId" LIMIT 1) stored ON true
       WHERE stored.found IS NULL
    ), unseen AS (
      SELECT * FROM fresh WHERE "startCounted" IS NULL
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
    ), response AS (
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
export async function insertQuizResponses(db: Database, rows: readonly QuizResponseRow[]): Promise<QuizResponseWrite[]> {
  const sessions = new Set<string>();
  const firstOfSession = rows.filter((row) => !sessions.has(row.sessionId) && sessions.add(row.sessionId));
  const first = new Set(firstOfSession);
  const input = firstOfSession.map((row, position) => ({ ...row, clientKey: row.clientKey.slice(0, 128), position }));
  // Prepared: planning the statement cost a fifth of running it for a group.
  const written = await preparedQuery(db, 'quiz-responses-insert', insertQuizResponsesWithEvents(JSON.stringify(input)));
  const ids = new Map(written.map((row) => [row.sessionId, row.id]));
  return rows.map((row) => (first.has(row) ? (ids.get(row.sessionId) ?? null) : null));
}

/**
 * Concurrent submits share statements (at most 2 running, 64 responses each): under load a
 * submit waits for one commit with others instead of queueing behind 50 single-row commits.
 */
export function quizResponseWriter(db: Database): (row: QuizResponseRow) => Promise<QuizResponseWrite> {
  return groupedWriter((rows: QuizResponseRow[]) => insertQuizResponses(db, rows), { maxInFlight: 2, maxGroup: 64 });
}
