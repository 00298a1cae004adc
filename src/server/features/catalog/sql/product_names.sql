-- The products' names, archived ones included, for other features' statements that show what
-- they keep of a product by its name. A plain view, which PostgreSQL inlines into the statement
-- naming it.
CREATE OR REPLACE VIEW product_names AS
  SELECT id, name FROM product;
