-- Recomputes the segment_person rows of the people with these addresses or person ids from the view
-- segment_person_source, removing those no longer there.
CREATE OR REPLACE FUNCTION segment_people_refresh(addresses text[], people uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH fresh AS (SELECT * FROM segment_person_source s WHERE s.email = ANY(addresses) OR s."personId" = ANY(people)),
       gone AS (DELETE FROM segment_person sp WHERE (sp.email = ANY(addresses) OR sp."personId" = ANY(people)) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f."personId" = sp."personId"))
  INSERT INTO segment_person SELECT * FROM fresh
  ON CONFLICT ("personId") DO UPDATE SET email = EXCLUDED.email, confirmed = EXCLUDED.confirmed, "skinType" = EXCLUDED."skinType",
    "primaryConcern" = EXCLUDED."primaryConcern", "budgetTier" = EXCLUDED."budgetTier", "pickIds" = EXCLUDED."pickIds", "firstSource" = EXCLUDED."firstSource",
    "lastQuizAt" = EXCLUDED."lastQuizAt", "memberPersonId" = EXCLUDED."memberPersonId", "tierLevel" = EXCLUDED."tierLevel", "pointsBalance" = EXCLUDED."pointsBalance",
    "lastClickedAt" = EXCLUDED."lastClickedAt", subscribed = EXCLUDED.subscribed, "marketingConsent" = EXCLUDED."marketingConsent", suppressed = EXCLUDED.suppressed;
END
$$;
