-- The addresses and person ids of these email rows, for other features' functions
-- (newsletter/sql/segment_people_on_quiz.sql). A plain SQL function, which PostgreSQL inlines
-- into the query that calls it.
CREATE OR REPLACE FUNCTION email_rows_people(user_ids integer[]) RETURNS TABLE (email character varying, "personId" uuid) LANGUAGE sql STABLE AS $$
  SELECT u.email, u."personId" FROM "user" u WHERE u.id = ANY (user_ids)
$$;
