-- loyalty_member."sharesEmailRow": whether an email row (user) has the member's address, so the
-- people list finds the members who are a person of their own by an index. A member written looks
-- for the email row; users/sql/member_shares_email_row_on_user.sql keeps the other side. A lock on
-- the address's bucket (one of 64, so a bulk load holds at most 64) makes an email row and a
-- membership of one address written at the same moment wait for each other: the later sees the
-- earlier.
CREATE OR REPLACE FUNCTION member_shares_email_row_on_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS NULL THEN
    NEW."sharesEmailRow" := false;
  ELSE
    PERFORM pg_advisory_xact_lock(7301, hashtext(NEW.email) & 63);
    NEW."sharesEmailRow" := EXISTS (SELECT 1 FROM "user" u WHERE u.email = NEW.email);
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS member_shares_email_row ON loyalty_member;
CREATE TRIGGER member_shares_email_row BEFORE INSERT OR UPDATE OF email ON loyalty_member
  FOR EACH ROW EXECUTE FUNCTION member_shares_email_row_on_member();
