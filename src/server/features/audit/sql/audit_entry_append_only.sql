-- The change history is append-only: an entry is never changed or removed.
CREATE OR REPLACE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_entry is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

DROP TRIGGER IF EXISTS audit_entry_append_only ON audit_entry;
CREATE TRIGGER audit_entry_append_only BEFORE DELETE OR UPDATE ON audit_entry
  FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only();
