-- A claim's decisions are append-only: a new decision is a new row.
CREATE OR REPLACE FUNCTION purchase_claim_decision_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'purchase_claim_decision is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;

DROP TRIGGER IF EXISTS purchase_claim_decision_append_only ON purchase_claim_decision;
CREATE TRIGGER purchase_claim_decision_append_only BEFORE DELETE OR UPDATE ON purchase_claim_decision
  FOR EACH ROW EXECUTE FUNCTION purchase_claim_decision_append_only();
