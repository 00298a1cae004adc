-- Every process keeps the published articles in memory (deps.articleReads) while this notice
-- arrives: a change of an article, its FAQ or its how-to steps tells them to read again. A change
-- of the view count alone changes nothing a reader sees.
CREATE OR REPLACE FUNCTION article_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('articles_changed', '');
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS article_articles_changed ON article;
CREATE TRIGGER article_articles_changed AFTER INSERT OR DELETE OR TRUNCATE ON article
  FOR EACH STATEMENT EXECUTE FUNCTION article_notify_changed();

DROP TRIGGER IF EXISTS article_edited ON article;
CREATE TRIGGER article_edited AFTER UPDATE ON article
  FOR EACH ROW WHEN ((to_jsonb(OLD.*) - 'viewCount') IS DISTINCT FROM (to_jsonb(NEW.*) - 'viewCount'))
  EXECUTE FUNCTION article_notify_changed();

DROP TRIGGER IF EXISTS article_faq_articles_changed ON article_faq;
CREATE TRIGGER article_faq_articles_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON article_faq
  FOR EACH STATEMENT EXECUTE FUNCTION article_notify_changed();

DROP TRIGGER IF EXISTS article_how_to_step_articles_changed ON article_how_to_step;
CREATE TRIGGER article_how_to_step_articles_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON article_how_to_step
  FOR EACH STATEMENT EXECUTE FUNCTION article_notify_changed();
