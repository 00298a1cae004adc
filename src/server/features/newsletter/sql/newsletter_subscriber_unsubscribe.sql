-- The address's subscriber is marked unsubscribed (unless it is already), at the time given: a
-- withdrawal of the newsletter purpose in the consent log does it
-- (email/sql/newsletter_subscriber_follow_consent.sql).
CREATE OR REPLACE FUNCTION newsletter_subscriber_unsubscribe(subscriber_address character varying, unsubscribed_at timestamp with time zone) RETURNS void LANGUAGE sql AS $$
  UPDATE newsletter_subscriber SET "status" = 'unsubscribed', "unsubscribedAt" = unsubscribed_at
   WHERE "address" = subscriber_address AND "status" <> 'unsubscribed'
$$;
