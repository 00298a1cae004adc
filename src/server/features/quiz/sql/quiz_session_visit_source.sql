-- The visit source of a quiz session (none when unknown), for other features' functions
-- (analytics/sql/funnel_event_track_person.sql: a person's funnel start takes it). A plain SQL
-- function, which PostgreSQL inlines into the query that calls it.
CREATE OR REPLACE FUNCTION quiz_session_visit_source(session_id character varying) RETURNS TABLE (source character varying) LANGUAGE sql STABLE AS $$
  SELECT s."source" FROM "quiz_session" s WHERE s."sessionId" = session_id
$$;
