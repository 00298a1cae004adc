-- consent_latest holds each address's latest grant or withdrawal per purpose: each statement's new
-- log rows replace older ones.
CREATE OR REPLACE FUNCTION consent_latest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO consent_latest ("address", "purpose", "action", "eventId")
  SELECT DISTINCT ON (a."address", a."purpose") a."address", a."purpose", a."action", a."id" FROM added a ORDER BY a."address", a."purpose", a."id" DESC
  ON CONFLICT ("address", "purpose") DO UPDATE SET "action" = EXCLUDED."action", "eventId" = EXCLUDED."eventId" WHERE consent_latest."eventId" < EXCLUDED."eventId";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS consent_latest_keep ON consent_event;
CREATE TRIGGER consent_latest_keep AFTER INSERT ON consent_event
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION consent_latest_keep();
