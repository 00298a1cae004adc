-- Proven use: whether a person (an email row, by her confirmed address) has a store order line of
-- the product.
CREATE OR REPLACE FUNCTION outcome_bought(user_id integer, product_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
SELECT EXISTS (
  SELECT 1 FROM "user" u JOIN store_order o ON o.email = u.email JOIN store_order_line l ON l."orderId" = o.id
   WHERE u.id = user_id AND u."emailConfirmedAt" IS NOT NULL AND l."productId" = product_id)
$$;
