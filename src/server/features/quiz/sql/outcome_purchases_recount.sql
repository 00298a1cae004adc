-- Store orders arriving (orders/sql/outcome_orders_recount.sql, outcome_order_lines_recount.sql):
-- the answers their buyers gave may weigh in full now (outcome_recount.sql). `buyers` are the
-- orders' addresses; `products`, in step with them, the product each bought (an order line's), or
-- NULL for answers about any product (a whole order). A buyer is her confirmed email row
-- (users/sql/confirmed_email_rows.sql). Without answers behind the addresses, a few index probes
-- and nothing written.
CREATE OR REPLACE FUNCTION outcome_purchases_recount(buyers text[], products integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE answered integer[];
BEGIN
  answered := ARRAY(SELECT DISTINCT a."productId"
                      FROM unnest(buyers, products) AS bought(email, "productId")
                      JOIN confirmed_email_rows(buyers) u ON u.email = bought.email
                      JOIN outcome_answer a ON a."userId" = u.id AND (products IS NULL OR a."productId" = bought."productId"));
  IF cardinality(answered) > 0 THEN PERFORM outcome_recount(answered); END IF;
END
$$;
