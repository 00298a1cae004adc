// The statements the people feature runs on one person's quiz results ($1: her email row's id),
// written here beside the table they read.

/** Her results, newest first, as her profile lists them; a LIMIT may follow. */
export const QUIZ_RESULTS_OF_USER_SQL = `SELECT id, kind, "matchScore", "createdAt", "sessionId" FROM quiz_response WHERE "userId" = $1 ORDER BY id DESC`;

/** Her answers and results in full (the personal-data export). */
export const QUIZ_ANSWERS_OF_USER_SQL = `SELECT id, responses, result FROM quiz_response WHERE "userId" = $1`;

/** Erasure: every result of hers. */
export const DELETE_QUIZ_RESPONSES_OF_USER_SQL = `DELETE FROM quiz_response WHERE "userId" = $1`;
