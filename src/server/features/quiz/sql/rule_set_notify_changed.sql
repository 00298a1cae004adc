-- Every process keeps the published recommendation rules in memory (deps.recommendationRules) while
-- this notice arrives.
CREATE OR REPLACE FUNCTION rule_set_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rules_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS rule_set_changed ON recommendation_rule_set;
CREATE TRIGGER rule_set_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON recommendation_rule_set
  FOR EACH STATEMENT EXECUTE FUNCTION rule_set_notify_changed();
