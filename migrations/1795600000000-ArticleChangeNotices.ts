import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['article', 'article_faq', 'article_how_to_step'];

/**
 * Every change to an article or its FAQ and steps notifies 'articles_changed', so each process
 * drops the pages it keeps. A view only raises the article's count: that update notifies nothing
 * (pages would otherwise be drawn again on every read), so an article row's update notifies only
 * when something other than "viewCount" changed.
 */
export class ArticleChangeNotices1795600000000 implements MigrationInterface {
  name = 'ArticleChangeNotices1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION article_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('articles_changed', '');
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      const events = table === 'article' ? 'INSERT OR DELETE OR TRUNCATE' : 'INSERT OR UPDATE OR DELETE OR TRUNCATE';
      await queryRunner.query(`CREATE TRIGGER ${table}_articles_changed AFTER ${events} ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION article_notify_changed()`);
    }
    await queryRunner.query(`CREATE TRIGGER article_edited AFTER UPDATE ON "article" FOR EACH ROW
      WHEN ((to_jsonb(OLD) - 'viewCount') IS DISTINCT FROM (to_jsonb(NEW) - 'viewCount')) EXECUTE FUNCTION article_notify_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER article_edited ON "article"`);
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER ${table}_articles_changed ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION article_notify_changed()`);
  }
}
