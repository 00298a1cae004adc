-- The tables keyed by address that segments read (clicks' recency, subscriptions, consents,
-- suppressions): each statement notes the addresses it touched.
CREATE OR REPLACE FUNCTION segment_people_on_address() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE addresses text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'DELETE' THEN addresses := addresses || ARRAY(SELECT a.address FROM rows_after a); END IF;
  IF TG_OP <> 'INSERT' THEN addresses := addresses || ARRAY(SELECT b.address FROM rows_before b); END IF;
  PERFORM segment_people_changed(addresses, ARRAY[]::uuid[]);
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS consent_latest_segment_people_delete ON consent_latest;
CREATE TRIGGER consent_latest_segment_people_delete AFTER DELETE ON consent_latest
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS consent_latest_segment_people_insert ON consent_latest;
CREATE TRIGGER consent_latest_segment_people_insert AFTER INSERT ON consent_latest
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS consent_latest_segment_people_update ON consent_latest;
CREATE TRIGGER consent_latest_segment_people_update AFTER UPDATE ON consent_latest
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_click_recency_segment_people_delete ON email_click_recency;
CREATE TRIGGER email_click_recency_segment_people_delete AFTER DELETE ON email_click_recency
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_click_recency_segment_people_insert ON email_click_recency;
CREATE TRIGGER email_click_recency_segment_people_insert AFTER INSERT ON email_click_recency
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_click_recency_segment_people_update ON email_click_recency;
CREATE TRIGGER email_click_recency_segment_people_update AFTER UPDATE ON email_click_recency
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_suppression_segment_people_delete ON email_suppression;
CREATE TRIGGER email_suppression_segment_people_delete AFTER DELETE ON email_suppression
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_suppression_segment_people_insert ON email_suppression;
CREATE TRIGGER email_suppression_segment_people_insert AFTER INSERT ON email_suppression
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS email_suppression_segment_people_update ON email_suppression;
CREATE TRIGGER email_suppression_segment_people_update AFTER UPDATE ON email_suppression
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS newsletter_subscriber_segment_people_delete ON newsletter_subscriber;
CREATE TRIGGER newsletter_subscriber_segment_people_delete AFTER DELETE ON newsletter_subscriber
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS newsletter_subscriber_segment_people_insert ON newsletter_subscriber;
CREATE TRIGGER newsletter_subscriber_segment_people_insert AFTER INSERT ON newsletter_subscriber
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT EXECUTE FUNCTION segment_people_on_address();

DROP TRIGGER IF EXISTS newsletter_subscriber_segment_people_update ON newsletter_subscriber;
CREATE TRIGGER newsletter_subscriber_segment_people_update AFTER UPDATE ON newsletter_subscriber
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_address();
