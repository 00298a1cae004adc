-- Email rows and memberships: each statement notes the addresses and people it touched. An update
-- counts only when one of the columns the trigger names (its arguments) changed.
CREATE OR REPLACE FUNCTION segment_people_on_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE addresses text[]; people uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(a.email), array_agg(a."personId") INTO addresses, people FROM rows_after a;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(b.email), array_agg(b."personId") INTO addresses, people FROM rows_before b;
  ELSE
    EXECUTE format('SELECT array_agg(a.email) || array_agg(b.email), array_agg(a."personId") || array_agg(b."personId")
                            FROM rows_after a JOIN rows_before b ON b.id = a.id WHERE (%s) IS DISTINCT FROM (%s)',
                   (SELECT string_agg(format('a.%I', name), ', ') FROM unnest(TG_ARGV) name),
                   (SELECT string_agg(format('b.%I', name), ', ') FROM unnest(TG_ARGV) name)) INTO addresses, people;
  END IF;
  PERFORM segment_people_changed(coalesce(addresses, ARRAY[]::text[]), coalesce(people, ARRAY[]::uuid[]));
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS loyalty_member_segment_people_delete ON loyalty_member;
CREATE TRIGGER loyalty_member_segment_people_delete AFTER DELETE ON loyalty_member
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'confirmedAt', 'tierLevel', 'pointsBalance', 'sharesEmailRow', 'erasedAt');

DROP TRIGGER IF EXISTS loyalty_member_segment_people_insert ON loyalty_member;
CREATE TRIGGER loyalty_member_segment_people_insert AFTER INSERT ON loyalty_member
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'confirmedAt', 'tierLevel', 'pointsBalance', 'sharesEmailRow', 'erasedAt');

DROP TRIGGER IF EXISTS loyalty_member_segment_people_update ON loyalty_member;
CREATE TRIGGER loyalty_member_segment_people_update AFTER UPDATE ON loyalty_member
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'confirmedAt', 'tierLevel', 'pointsBalance', 'sharesEmailRow', 'erasedAt');

DROP TRIGGER IF EXISTS user_segment_people_delete ON "user";
CREATE TRIGGER user_segment_people_delete AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS rows_before FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'emailConfirmedAt', 'skinType', 'primaryConcern', 'budgetTier', 'pickIds', 'firstSource');

DROP TRIGGER IF EXISTS user_segment_people_insert ON "user";
CREATE TRIGGER user_segment_people_insert AFTER INSERT ON "user"
  REFERENCING NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'emailConfirmedAt', 'skinType', 'primaryConcern', 'budgetTier', 'pickIds', 'firstSource');

DROP TRIGGER IF EXISTS user_segment_people_update ON "user";
CREATE TRIGGER user_segment_people_update AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS rows_before NEW TABLE AS rows_after FOR EACH STATEMENT
  EXECUTE FUNCTION segment_people_on_person('email', 'personId', 'emailConfirmedAt', 'skinType', 'primaryConcern', 'budgetTier', 'pickIds', 'firstSource');
