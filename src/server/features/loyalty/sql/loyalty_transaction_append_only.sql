-- The points ledger is append-only: a correction is a new reversal row, never an edit.
CREATE OR REPLACE FUNCTION loyalty_transaction_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loyalty_transaction is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

DROP TRIGGER IF EXISTS loyalty_transaction_append_only ON loyalty_transaction;
CREATE TRIGGER loyalty_transaction_append_only BEFORE DELETE OR UPDATE ON loyalty_transaction
  FOR EACH ROW EXECUTE FUNCTION loyalty_transaction_append_only();
