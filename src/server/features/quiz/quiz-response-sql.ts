// The statements other features run on quiz results (a person's profile, export and erasure: $1
// her email row's id; an email that links to its results; an email row taking one over), written
// here beside the table.

/** Her results, newest first, as her profile lists them; a LIMIT may follow. */
export const QUIZ_RESULTS_OF_USER_SQL = `SELECT id, kind, "matchScore", "createdAt", "sessionId" FROM quiz_response WHERE "userId" = $1 ORDER BY id DESC`;

/** Her answers and results in full (the personal-data export). */
export const QUIZ_ANSWERS_OF_USER_SQL = `SELECT id, responses, result FROM quiz_response WHERE "userId" = $1`;

/** Erasure: every result of hers. */
export const DELETE_QUIZ_RESPONSES_OF_USER_SQL = `DELETE FROM quiz_response WHERE "userId" = $1`;

/** The session of a quiz result ($1: its id), for a link back to its results page. */
export const QUIZ_SESSION_OF_RESPONSE_SQL = `SELECT "sessionId" FROM quiz_response WHERE "id" = $1`;

/**
 * An email row ($2) takes over a quiz result ($1) no one else holds, its capture confirmed when
 * $3 is true; answers a row when it did. (A WITH around the UPDATE makes the driver answer its
 * rows, as for a SELECT.)
 */
export const CLAIM_QUIZ_RESPONSE_SQL = `WITH claimed AS (
       UPDATE quiz_response SET "userId" = $2, "captureConfirmedAt" = CASE WHEN $3::boolean THEN coalesce("captureConfirmedAt", now()) ELSE "captureConfirmedAt" END
        WHERE "id" = $1 AND ("userId" IS NULL OR "userId" = $2) RETURNING "id"
     ) SELECT * FROM claimed`;
