-- A subscriber follows the consent log: a withdrawal of the newsletter purpose (an unsubscribe from
-- any marketing email, recorded by this feature) marks the subscriber unsubscribed
-- (newsletter/sql/newsletter_subscriber_unsubscribe.sql).
CREATE OR REPLACE FUNCTION newsletter_subscriber_follow_consent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM newsletter_subscriber_unsubscribe(NEW."address", NEW."createdAt");
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS newsletter_subscriber_follow_consent ON consent_event;
CREATE TRIGGER newsletter_subscriber_follow_consent AFTER INSERT ON consent_event
  FOR EACH ROW WHEN (NEW.purpose = 'newsletter' AND NEW.action = 'withdrawn')
  EXECUTE FUNCTION newsletter_subscriber_follow_consent();
