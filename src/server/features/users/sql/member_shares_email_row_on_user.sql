-- The other side of loyalty_member."sharesEmailRow"
-- (loyalty/sql/member_shares_email_row_on_member.sql): an email row written, changed or removed
-- updates the members of its old and new address, under the same lock per address bucket.
CREATE OR REPLACE FUNCTION member_shares_email_row_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  addresses text[] := ARRAY[]::text[];
  address text;
BEGIN
  IF TG_OP <> 'INSERT' THEN addresses := addresses || OLD.email::text; END IF;
  IF TG_OP <> 'DELETE' THEN addresses := addresses || NEW.email::text; END IF;
  FOREACH address IN ARRAY addresses LOOP
    CONTINUE WHEN address IS NULL;
    PERFORM pg_advisory_xact_lock(7301, hashtext(address) & 63);
    UPDATE "loyalty_member" m SET "sharesEmailRow" = shared.now
      FROM (SELECT EXISTS (SELECT 1 FROM "user" u WHERE u.email = address) AS now) shared
     WHERE m.email = address AND m."sharesEmailRow" <> shared.now;
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS member_shares_email_row ON "user";
CREATE TRIGGER member_shares_email_row AFTER INSERT OR DELETE OR UPDATE OF email ON "user"
  FOR EACH ROW EXECUTE FUNCTION member_shares_email_row_on_user();
