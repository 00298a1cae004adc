-- Quizzes: each statement notes the email rows of the quizzes it touched (her latest quiz's date; a
-- guest's quiz, with no email row yet, touches nobody), by their addresses and person ids
-- (users/sql/email_rows_people.sql).
CREATE OR REPLACE FUNCTION segment_people_on_quiz() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE users int[] := ARRAY[]::int[]; addresses text[]; people uuid[];
BEGIN
  IF TG_OP <> 'DELETE' THEN users := users || ARRAY(SELECT a."userId" FROM rows_after a WHERE a."userId" IS NOT NULL); END IF;
  IF TG_OP <> 'INSERT' THEN users := users || ARRAY(SELECT b."userId" FROM rows_before b WHERE b."userId" IS NOT NULL); END IF;
  IF cardinality(users) = 0 THEN RETURN NULL; END IF;
  SELECT array_agg(u.email), array_agg(u."personId") INTO addresses, people FROM email_rows_people(users) u;
  PERFORM segment_people_changed(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS quiz_response_segment_people_delete ON quiz_response;
CREATE TRIGGER quiz_response_segment_people_delete AFTER DELETE ON quiz_response
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_quiz();

DROP TRIGGER IF EXISTS quiz_response_segment_people_insert ON quiz_response;
CREATE TRIGGER quiz_response_segment_people_insert AFTER INSERT ON quiz_response
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_quiz();

DROP TRIGGER IF EXISTS quiz_response_segment_people_update ON quiz_response;
CREATE TRIGGER quiz_response_segment_people_update AFTER UPDATE ON quiz_response
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_quiz();
