-- The email rows of these addresses whose people confirmed them, for other features' functions
-- (quiz/sql/outcome_purchases_recount.sql): a plain SQL function, which PostgreSQL inlines into
-- the query that calls it, so each address is one probe of the unique index on email.
CREATE OR REPLACE FUNCTION confirmed_email_rows(addresses text[]) RETURNS TABLE (id integer, email character varying) LANGUAGE sql STABLE AS $$
  SELECT u.id, u.email FROM "user" u WHERE u.email = ANY (addresses) AND u."emailConfirmedAt" IS NOT NULL
$$;
