-- Whenever a quiz becomes hers, each email row's earliest quiz of the statement and the visit
-- source of its session go to users/sql/user_note_first_quizzes.sql ("firstQuizAt" and
-- "firstSource", read by segments).
CREATE OR REPLACE FUNCTION user_first_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE users integer[]; taken timestamp with time zone[]; sources character varying[];
BEGIN
  SELECT array_agg(first."userId"), array_agg(first."createdAt"), array_agg(first.source) INTO users, taken, sources
    FROM (SELECT DISTINCT ON (r."userId") r."userId", r."createdAt", s.source
            FROM changed r LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
           WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first;
  IF users IS NOT NULL THEN PERFORM user_note_first_quizzes(users, taken, sources); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS quiz_response_first_quiz_insert ON quiz_response;
CREATE TRIGGER quiz_response_first_quiz_insert AFTER INSERT ON quiz_response
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz();

DROP TRIGGER IF EXISTS quiz_response_first_quiz_update ON quiz_response;
CREATE TRIGGER quiz_response_first_quiz_update AFTER UPDATE ON quiz_response
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz();
