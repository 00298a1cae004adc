-- An email row's first quiz and the visit source of its session (user."firstQuizAt" and
-- "firstSource", read by segments), whenever a quiz becomes hers.
CREATE OR REPLACE FUNCTION user_first_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user" u SET "firstQuizAt" = first."createdAt", "firstSource" = first.source
    FROM (SELECT DISTINCT ON (r."userId") r."userId", r."createdAt", s.source
            FROM changed r LEFT JOIN quiz_session s ON s."sessionId" = r."sessionId"
           WHERE r."userId" IS NOT NULL ORDER BY r."userId", r."createdAt", r.id) first
   WHERE u.id = first."userId" AND (u."firstQuizAt" IS NULL OR u."firstQuizAt" > first."createdAt");
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS quiz_response_first_quiz_insert ON quiz_response;
CREATE TRIGGER quiz_response_first_quiz_insert AFTER INSERT ON quiz_response
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz();

DROP TRIGGER IF EXISTS quiz_response_first_quiz_update ON quiz_response;
CREATE TRIGGER quiz_response_first_quiz_update AFTER UPDATE ON quiz_response
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION user_first_quiz();
