-- Her latest quiz's facts on her email row (skin type, concern, budget, picks; read by segments),
-- whenever the row names another quiz (or none).
CREATE OR REPLACE FUNCTION user_latest_quiz_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT q."result"->'skinAnalysis'->>'skinType', q."result"->'skinAnalysis'->>'primaryConcern',
         CASE q."kind" WHEN 'full' THEN q."responses"->>'question_8' ELSE CASE q."responses"->>'budget'
           WHEN 'under_75' THEN 'budget' WHEN '75_150' THEN 'moderate' WHEN '150_300' THEN 'premium' WHEN 'over_300' THEN 'luxury' END END,
         CASE WHEN jsonb_typeof(q."result"->'routine'->'picks') = 'array' THEN ARRAY(
           SELECT (pick->>'productId')::int FROM jsonb_array_elements(q."result"->'routine'->'picks') pick WHERE pick->>'productId' ~ '^[0-9]{1,9}$') END
    INTO NEW."skinType", NEW."primaryConcern", NEW."budgetTier", NEW."pickIds"
    FROM quiz_response q WHERE q.id = NEW."latestQuizResponseId";
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS user_latest_quiz_facts ON "user";
CREATE TRIGGER user_latest_quiz_facts BEFORE INSERT OR UPDATE OF "latestQuizResponseId" ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_latest_quiz_facts();
