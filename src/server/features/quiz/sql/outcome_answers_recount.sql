-- The tally of a product is recounted whenever an answer about it is written: once per statement,
-- never per row, so a statement writing many answers recounts each product once.
CREATE OR REPLACE FUNCTION outcome_answers_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE products integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN products := products || ARRAY(SELECT "productId" FROM added); END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN products := products || ARRAY(SELECT "productId" FROM removed); END IF;
  IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_answers_added ON outcome_answer;
CREATE TRIGGER outcome_answers_added AFTER INSERT ON outcome_answer
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_answers_recount();

DROP TRIGGER IF EXISTS outcome_answers_changed ON outcome_answer;
CREATE TRIGGER outcome_answers_changed AFTER UPDATE ON outcome_answer
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION outcome_answers_recount();

DROP TRIGGER IF EXISTS outcome_answers_removed ON outcome_answer;
CREATE TRIGGER outcome_answers_removed AFTER DELETE ON outcome_answer
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION outcome_answers_recount();
