-- An email row's first quiz and the visit source of its session (user."firstQuizAt" and
-- "firstSource", read by segments), from quizzes that became hers (quiz/sql/user_first_quiz.sql):
-- one taken before the one on file replaces it. `users`, `taken` and `sources` are in step, one
-- quiz per email row.
CREATE OR REPLACE FUNCTION user_note_first_quizzes(users integer[], taken timestamp with time zone[], sources character varying[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "user" u SET "firstQuizAt" = first."createdAt", "firstSource" = first.source
    FROM unnest(users, taken, sources) AS first("userId", "createdAt", source)
   WHERE u.id = first."userId" AND (u."firstQuizAt" IS NULL OR u."firstQuizAt" > first."createdAt")
$$;
