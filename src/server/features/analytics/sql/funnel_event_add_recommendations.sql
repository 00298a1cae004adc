-- Each completed quiz adds one person to each product among its picks, on its UTC day
-- (recommendation_daily, beside the sales figures). Once per statement.
CREATE OR REPLACE FUNCTION funnel_event_add_recommendations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recommendation_daily" ("day", "productId", "shard", "people")
  SELECT (a."createdAt" AT TIME ZONE 'UTC')::date, (pick ->> 'productId')::int, pg_backend_pid() % 8, count(DISTINCT a."id")
    FROM added a JOIN "quiz_response" r ON r."id" = (a."details" ->> 'quizResponseId')::int
    CROSS JOIN LATERAL jsonb_array_elements(r."result" -> 'routine' -> 'picks') AS pick
   WHERE a."type" = 'quiz_completed' AND pick ->> 'productId' IS NOT NULL
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "productId", "shard") DO UPDATE SET "people" = "recommendation_daily"."people" + EXCLUDED."people";
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS funnel_event_recommendations ON funnel_event;
CREATE TRIGGER funnel_event_recommendations AFTER INSERT ON funnel_event
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION funnel_event_add_recommendations();
