-- The recipients of these outbox messages, for a feature's function that keeps what it knows of
-- an address (email/sql/email_click_recency_keep.sql). A plain SQL function, which PostgreSQL
-- inlines into the query that calls it.
CREATE OR REPLACE FUNCTION message_recipients(message_ids bigint[]) RETURNS TABLE (id bigint, recipient character varying) LANGUAGE sql STABLE AS $$
  SELECT m.id, m.recipient FROM email_message m WHERE m.id = ANY (message_ids)
$$;
