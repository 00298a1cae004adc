-- A statement's notes are settled when its transaction commits (a deferred constraint trigger): the
-- first settle takes the one lock of all settles, then recomputes every person the transaction
-- noted, seeing what each settle before it committed. So concurrent changes are never lost, and a
-- writer never waits on this lock while it still has work to do.
CREATE OR REPLACE FUNCTION segment_people_settle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE addresses text[]; people uuid[];
BEGIN
  WITH taken AS (DELETE FROM segment_person_change c WHERE c.tx = txid_current() RETURNING c.addresses, c.people)
  SELECT (SELECT array_agg(a) FROM taken t, unnest(t.addresses) a), (SELECT array_agg(p) FROM taken t, unnest(t.people) p) INTO addresses, people;
  -- The transaction's first settle took every note; the later ones have nothing left to do.
  IF addresses IS NULL AND people IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('segment-people-settle'));
  PERFORM segment_people_refresh(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS segment_people_settle ON segment_person_change;
CREATE CONSTRAINT TRIGGER segment_people_settle AFTER INSERT ON segment_person_change DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION segment_people_settle();
