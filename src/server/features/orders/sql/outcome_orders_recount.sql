-- An order arriving for someone who answered about products: her answers may weigh more now
-- (quiz/sql/outcome_purchases_recount.sql, which finds them).
CREATE OR REPLACE FUNCTION outcome_orders_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM outcome_purchases_recount(ARRAY(SELECT o.email FROM added o WHERE o.email IS NOT NULL), NULL);
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_orders_arrived ON store_order;
CREATE TRIGGER outcome_orders_arrived AFTER INSERT ON store_order
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_orders_recount();
