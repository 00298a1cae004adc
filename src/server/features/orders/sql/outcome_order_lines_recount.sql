-- Order lines arriving: the buyer's answers about those products may weigh in full now
-- (quiz/sql/outcome_purchases_recount.sql, given each line's buyer and product in step).
CREATE OR REPLACE FUNCTION outcome_order_lines_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE buyers text[]; products integer[];
BEGIN
  SELECT array_agg(o.email), array_agg(l."productId") INTO buyers, products
    FROM added l JOIN store_order o ON o.id = l."orderId" AND o.email IS NOT NULL
   WHERE l."productId" IS NOT NULL;
  IF buyers IS NOT NULL THEN PERFORM outcome_purchases_recount(buyers, products); END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_order_lines_arrived ON store_order_line;
CREATE TRIGGER outcome_order_lines_arrived AFTER INSERT ON store_order_line
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION outcome_order_lines_recount();
