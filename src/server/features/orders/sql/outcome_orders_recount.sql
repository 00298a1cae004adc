-- An order arriving for someone who answered about products: her answers may weigh more now
-- (quiz/sql/outcome_recount.sql). Without answers behind the address, a few index probes and
-- nothing written.
CREATE OR REPLACE FUNCTION outcome_orders_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE products integer[];
BEGIN
  products := ARRAY(SELECT DISTINCT a."productId" FROM added o
                      JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                      JOIN outcome_answer a ON a."userId" = u.id
                     WHERE o.email IS NOT NULL);
  IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_orders_arrived ON store_order;
CREATE TRIGGER outcome_orders_arrived AFTER INSERT ON store_order
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_orders_recount();
