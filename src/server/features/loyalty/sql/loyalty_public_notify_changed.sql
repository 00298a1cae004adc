-- Every process keeps the rewards and the programme in memory (deps.loyaltyPublic) while this
-- notice arrives.
CREATE OR REPLACE FUNCTION loyalty_public_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('loyalty_public_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS loyalty_reward_public_changed ON loyalty_reward;
CREATE TRIGGER loyalty_reward_public_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON loyalty_reward
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_public_notify_changed();

DROP TRIGGER IF EXISTS loyalty_setting_public_changed ON loyalty_setting;
CREATE TRIGGER loyalty_setting_public_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON loyalty_setting
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_public_notify_changed();
