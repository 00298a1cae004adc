-- Each completed quiz adds one person to each product among its picks (quiz/sql/quiz_picks.sql),
-- on its UTC day (recommendation_daily, beside the sales figures). Once per statement.
CREATE OR REPLACE FUNCTION funnel_event_add_recommendations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE quizzes integer[];
BEGIN
  quizzes := ARRAY(SELECT (a."details" ->> 'quizResponseId')::int FROM added a WHERE a."type" = 'quiz_completed');
  IF cardinality(quizzes) = 0 THEN RETURN NULL; END IF;
  INSERT INTO "recommendation_daily" ("day", "productId", "shard", "people")
  SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, p."productId", pg_backend_pid() % 8, count(DISTINCT a."id")
    FROM added a JOIN quiz_picks(quizzes) p ON p."quizResponseId" = (a."details" ->> 'quizResponseId')::int
   WHERE a."type" = 'quiz_completed'
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "productId", "shard") DO UPDATE SET "people" = "recommendation_daily"."people" + EXCLUDED."people";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS funnel_event_recommendations ON funnel_event;
CREATE TRIGGER funnel_event_recommendations AFTER INSERT ON funnel_event
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_recommendations();
