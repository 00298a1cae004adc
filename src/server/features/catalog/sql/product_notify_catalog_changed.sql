-- Every process keeps the catalogue in memory (deps.catalog) while this notice arrives: any change
-- of products tells them to read it again.
CREATE OR REPLACE FUNCTION product_notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS product_catalog_changed ON product;
CREATE TRIGGER product_catalog_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION product_notify_catalog_changed();
