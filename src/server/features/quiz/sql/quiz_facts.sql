-- What segments read of a quiz result, for the email row it is the latest of
-- (users/sql/user_latest_quiz_facts.sql): skin type, primary concern, budget tier and the picks'
-- product ids. A plain SQL function, which PostgreSQL inlines into the query that calls it.
CREATE OR REPLACE FUNCTION quiz_facts(quiz_response_id integer) RETURNS TABLE ("skinType" text, "primaryConcern" text, "budgetTier" text, "pickIds" integer[]) LANGUAGE sql STABLE AS $$
  SELECT q."result"->'skinAnalysis'->>'skinType', q."result"->'skinAnalysis'->>'primaryConcern',
         CASE q."kind" WHEN 'full' THEN q."responses"->>'question_8' ELSE CASE q."responses"->>'budget'
           WHEN 'under_75' THEN 'budget' WHEN '75_150' THEN 'moderate' WHEN '150_300' THEN 'premium' WHEN 'over_300' THEN 'luxury' END END,
         CASE WHEN jsonb_typeof(q."result"->'routine'->'picks') = 'array' THEN ARRAY(
           SELECT (pick->>'productId')::int FROM jsonb_array_elements(q."result"->'routine'->'picks') pick WHERE pick->>'productId' ~ '^[0-9]{1,9}$') END
    FROM quiz_response q WHERE q.id = quiz_response_id
$$;
