-- Her latest quiz's facts on her email row (skin type, concern, budget, picks; read by segments),
-- whenever the row names another quiz (or none): as the quiz reads them (quiz/sql/quiz_facts.sql).
CREATE OR REPLACE FUNCTION user_latest_quiz_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."skinType", f."primaryConcern", f."budgetTier", f."pickIds"
    INTO NEW."skinType", NEW."primaryConcern", NEW."budgetTier", NEW."pickIds"
    FROM quiz_facts(NEW."latestQuizResponseId") f;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS user_latest_quiz_facts ON "user";
CREATE TRIGGER user_latest_quiz_facts BEFORE INSERT OR UPDATE OF "latestQuizResponseId" ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_latest_quiz_facts();
