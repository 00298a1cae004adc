-- The outcome tallies of these products, recounted from their answers: an answer weighs 1 from a
-- buyer of the product (outcome_bought), a quarter otherwise, and people without any store order
-- weigh together as one voter (outcome_voter); a person's answers split her weight. The products
-- are locked in order, so two recounts of one product never miss each other's answers. The full
-- rule: docs/decisions/0121-learning-from-buyers.md.
CREATE OR REPLACE FUNCTION outcome_recount(products integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE product integer;
BEGIN
  FOR product IN SELECT DISTINCT p FROM unnest(products) AS p WHERE p IS NOT NULL ORDER BY p LOOP
    PERFORM pg_advisory_xact_lock(7402, product);
  END LOOP;
  -- A statement of its own after the locks: it sees every answer committed before they were granted.
  WITH answer AS (
    SELECT a."productId", a.segment, a.answer,
           outcome_bought(a."userId", a."productId") AS bought,
           CASE WHEN u."emailConfirmedAt" IS NOT NULL AND EXISTS (SELECT 1 FROM store_order o WHERE o.email = u.email)
                THEN 'person:' || u.id ELSE outcome_voter(u.email, u."createdAt") END AS voter
      FROM outcome_answer a JOIN "user" u ON u.id = a."userId"
     WHERE a."productId" = ANY (products)
  ), weighed AS (
    SELECT *, CASE WHEN bought THEN 1.0 ELSE 0.25 END / count(*) OVER (PARTITION BY "productId", voter) AS weight FROM answer
  ), counted AS (
    SELECT segment, "productId",
           count(*) FILTER (WHERE answer = 'works')::int AS works,
           count(*) FILTER (WHERE answer = 'early')::int AS early,
           count(*) FILTER (WHERE answer = 'not_for_me')::int AS "notForMe",
           count(*) FILTER (WHERE answer = 'not_yet')::int AS "notYet",
           count(*) FILTER (WHERE bought AND answer = 'works')::int AS "buyersWorks",
           count(*) FILTER (WHERE bought AND answer = 'early')::int AS "buyersEarly",
           count(*) FILTER (WHERE bought AND answer = 'not_for_me')::int AS "buyersNotForMe",
           -- To a millionth of an answer: a person's quarter split six ways sums to a quarter again.
           round(coalesce(sum(weight) FILTER (WHERE answer = 'works'), 0), 6)::double precision AS "weightWorks",
           round(coalesce(sum(weight) FILTER (WHERE answer = 'not_for_me'), 0), 6)::double precision AS "weightNotForMe",
           round(coalesce(sum(weight) FILTER (WHERE answer = 'not_yet'), 0), 6)::double precision AS "weightNotYet"
      FROM weighed GROUP BY segment, "productId"
  ), gone AS (
    DELETE FROM outcome_tally t WHERE t."productId" = ANY (products)
       AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.segment = t.segment AND c."productId" = t."productId")
  )
  INSERT INTO outcome_tally (segment, "productId", works, early, "notForMe", "notYet", "buyersWorks", "buyersEarly", "buyersNotForMe", "weightWorks", "weightNotForMe", "weightNotYet")
  SELECT * FROM counted
  ON CONFLICT (segment, "productId") DO UPDATE SET
    works = EXCLUDED.works, early = EXCLUDED.early, "notForMe" = EXCLUDED."notForMe", "notYet" = EXCLUDED."notYet",
    "buyersWorks" = EXCLUDED."buyersWorks", "buyersEarly" = EXCLUDED."buyersEarly", "buyersNotForMe" = EXCLUDED."buyersNotForMe",
    "weightWorks" = EXCLUDED."weightWorks", "weightNotForMe" = EXCLUDED."weightNotForMe", "weightNotYet" = EXCLUDED."weightNotYet"
  WHERE (outcome_tally.works, outcome_tally.early, outcome_tally."notForMe", outcome_tally."notYet", outcome_tally."buyersWorks", outcome_tally."buyersEarly",
         outcome_tally."buyersNotForMe", outcome_tally."weightWorks", outcome_tally."weightNotForMe", outcome_tally."weightNotYet")
    IS DISTINCT FROM (EXCLUDED.works, EXCLUDED.early, EXCLUDED."notForMe", EXCLUDED."notYet", EXCLUDED."buyersWorks", EXCLUDED."buyersEarly",
         EXCLUDED."buyersNotForMe", EXCLUDED."weightWorks", EXCLUDED."weightNotForMe", EXCLUDED."weightNotYet");
END
$$;
