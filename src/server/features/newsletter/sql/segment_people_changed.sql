-- Notes the addresses and people a statement changed (segment_person_change); segment_people_settle
-- recomputes their segment_person rows when the transaction commits.
CREATE OR REPLACE FUNCTION segment_people_changed(addresses text[], people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  addresses := ARRAY(SELECT DISTINCT a FROM unnest(addresses) a WHERE a IS NOT NULL);
  people := ARRAY(SELECT DISTINCT p FROM unnest(people) p WHERE p IS NOT NULL);
  IF cardinality(addresses) > 0 OR cardinality(people) > 0 THEN
    INSERT INTO segment_person_change (addresses, people) VALUES (addresses, people);
  END IF;
END
$$;
