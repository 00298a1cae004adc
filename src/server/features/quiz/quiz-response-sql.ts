// The statements other features run on quiz results (a person's profile, export and erasure, by
// her email row's id; an email that links to its results; an email row taking one over), written
// here beside the table.
import { sql } from '../../db/sql.js';
import type { QuizAnswers, QuizKind } from '../../../shared/quiz.js';

/** Her results, newest first, as her profile lists them, at most `limit` of them (null: all). */
export const quizResultsOfUser = (userId: number, limit: number | null) =>
  sql<{ id: number; kind: QuizKind; matchScore: number; createdAt: Date; sessionId: string }>`SELECT id, kind, "matchScore", "createdAt", "sessionId" FROM quiz_response WHERE "userId" = ${userId} ORDER BY id DESC LIMIT ${limit}`;

/** Her answers and results in full (the personal-data export). */
export const quizAnswersOfUser = (userId: number) => sql<{ id: number; responses: QuizAnswers; result: unknown }>`SELECT id, responses, result FROM quiz_response WHERE "userId" = ${userId}`;

/** Erasure: every result of hers. */
export const deleteQuizResponsesOfUser = (userId: number) => sql`DELETE FROM quiz_response WHERE "userId" = ${userId}`;

/** The session of a quiz result, for a link back to its results page. */
export const quizSessionOfResponse = (quizResponseId: number) => sql<{ sessionId: string }>`SELECT "sessionId" FROM quiz_response WHERE "id" = ${quizResponseId}`;

/**
 * An email row takes over a quiz result no one else holds, its capture confirmed when `confirmed`;
 * answers a row when it did. (A WITH around the UPDATE makes the driver answer its rows, as for a
 * SELECT.)
 */
export const takeOverQuizResponse = (quizResponseId: number, userId: number, confirmed: boolean) =>
  sql<{ id: number }>`WITH claimed AS (
       UPDATE quiz_response SET "userId" = ${userId}, "captureConfirmedAt" = CASE WHEN ${confirmed}::boolean THEN coalesce("captureConfirmedAt", now()) ELSE "captureConfirmedAt" END
        WHERE "id" = ${quizResponseId} AND ("userId" IS NULL OR "userId" = ${userId}) RETURNING "id"
     ) SELECT * FROM claimed`;

/**
 * Takes from the email row the quizzes whose own capture link nobody clicked (typed in by someone
 * else), answering their ids (the email confirmation's transaction).
 */
export const detachUnconfirmedQuizzes = (userId: number) =>
  sql<{ id: number }>`WITH detached AS (
       UPDATE quiz_response SET "userId" = NULL WHERE "userId" = ${userId} AND "captureConfirmedAt" IS NULL RETURNING "id"
     ) SELECT * FROM detached`;
