-- Every process keeps the outcome tallies in memory (outcomes/outcome-tallies.ts) while this notice
-- arrives.
CREATE OR REPLACE FUNCTION outcome_tally_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outcomes_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS outcome_tally_changed ON outcome_tally;
CREATE TRIGGER outcome_tally_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON outcome_tally
  FOR EACH STATEMENT EXECUTE FUNCTION outcome_tally_notify_changed();
