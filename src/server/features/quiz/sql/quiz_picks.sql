-- The products among the picks of these quiz results, a row per pick, for other features'
-- functions (analytics/sql/funnel_event_add_recommendations.sql counts the people each product
-- was recommended to). A plain SQL function, which PostgreSQL inlines into the query that calls it.
CREATE OR REPLACE FUNCTION quiz_picks(quiz_response_ids integer[]) RETURNS TABLE ("quizResponseId" integer, "productId" integer) LANGUAGE sql STABLE AS $$
  SELECT r."id", (pick ->> 'productId')::int
    FROM "quiz_response" r CROSS JOIN LATERAL jsonb_array_elements(r."result" -> 'routine' -> 'picks') AS pick
   WHERE r."id" = ANY (quiz_response_ids) AND pick ->> 'productId' IS NOT NULL
$$;
