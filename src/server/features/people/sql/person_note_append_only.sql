-- Notes are append-only, except inside an erasure at the person's request (a transaction that sets
-- app.erasing_person): then they are removed.
CREATE OR REPLACE FUNCTION person_note_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.erasing_person', true) = 'on' THEN RETURN OLD; END IF;
  RAISE EXCEPTION 'person_note is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

DROP TRIGGER IF EXISTS person_note_append_only ON person_note;
CREATE TRIGGER person_note_append_only BEFORE DELETE OR UPDATE ON person_note
  FOR EACH ROW EXECUTE FUNCTION person_note_append_only();
