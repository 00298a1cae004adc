-- The consent log is append-only, except inside an erasure at the person's request (a transaction
-- that sets app.erasing_person): then a row loses its address and nothing else.
CREATE OR REPLACE FUNCTION consent_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('app.erasing_person', true) = 'on' AND NEW."address" = 'erased'
     AND (NEW."purpose", NEW."action", NEW."source", NEW."createdAt") IS NOT DISTINCT FROM (OLD."purpose", OLD."action", OLD."source", OLD."createdAt") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consent_event is append-only';
END
$$;

DROP TRIGGER IF EXISTS consent_event_append_only ON consent_event;
CREATE TRIGGER consent_event_append_only BEFORE DELETE OR UPDATE ON consent_event
  FOR EACH ROW EXECUTE FUNCTION consent_event_append_only();
