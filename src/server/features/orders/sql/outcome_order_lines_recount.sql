-- Order lines arriving: the buyer's answers about those products may weigh in full now
-- (quiz/sql/outcome_recount.sql).
CREATE OR REPLACE FUNCTION outcome_order_lines_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE products integer[];
BEGIN
  products := ARRAY(SELECT DISTINCT a."productId" FROM added l
                      JOIN store_order o ON o.id = l."orderId" AND o.email IS NOT NULL
                      JOIN "user" u ON u.email = o.email AND u."emailConfirmedAt" IS NOT NULL
                      JOIN outcome_answer a ON a."userId" = u.id AND a."productId" = l."productId");
  IF cardinality(products) > 0 THEN PERFORM outcome_recount(products); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_order_lines_arrived ON store_order_line;
CREATE TRIGGER outcome_order_lines_arrived AFTER INSERT ON store_order_line
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_order_lines_recount();
