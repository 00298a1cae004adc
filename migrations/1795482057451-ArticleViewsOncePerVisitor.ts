import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ArticleViewsOncePerVisitor1795482057451 implements MigrationInterface {
  name = 'ArticleViewsOncePerVisitor1795482057451';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "article_view_seen" ("day" date NOT NULL, "articleId" integer NOT NULL, "visitor" character(64) NOT NULL, CONSTRAINT "PK_e2ffba68d04c43c7fc3acb32531" PRIMARY KEY ("day", "articleId", "visitor"))`);
    await queryRunner.query(`CREATE TABLE "article_view_salt" ("day" date NOT NULL, "salt" character(64) NOT NULL, CONSTRAINT "PK_ba04b9597ad923c4c70921febd1" PRIMARY KEY ("day"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "article_view_salt"`);
    await queryRunner.query(`DROP TABLE "article_view_seen"`);
  }
}
