-- Every process keeps the store settings in memory (deps.storeSettings) while this notice arrives.
CREATE OR REPLACE FUNCTION store_setting_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_settings_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS store_setting_changed ON store_setting;
CREATE TRIGGER store_setting_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON store_setting
  FOR EACH STATEMENT EXECUTE FUNCTION store_setting_notify_changed();
