import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Articles become editable in the back-office: a status (draft or published; published with a
 * future publishedAt is scheduled), a version for stale-edit checks, and drafts without a date.
 * The articles already there are published.
 */
export class ArticleBackOffice1795574628363 implements MigrationInterface {
  name = 'ArticleBackOffice1795574628363';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article" ADD "status" character varying(20) NOT NULL DEFAULT 'published'`);
    await queryRunner.query(`ALTER TABLE "article" ALTER COLUMN "status" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "article" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "article" ALTER COLUMN "publishedAt" DROP NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_4a97ce084f14f167bc7fa6b27e" ON "article"  ("status", "publishedAt") `);
    await queryRunner.query(`ALTER TABLE "article" ADD CONSTRAINT "CHK_article_published_at" CHECK (("status" = 'published') = ("publishedAt" IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE "article" ADD CONSTRAINT "CHK_article_status" CHECK ("status" IN ('draft', 'published'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article" DROP CONSTRAINT "CHK_article_status"`);
    await queryRunner.query(`ALTER TABLE "article" DROP CONSTRAINT "CHK_article_published_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4a97ce084f14f167bc7fa6b27e"`);
    // Drafts have no date; going back, they take the time of their last change.
    await queryRunner.query(`UPDATE "article" SET "publishedAt" = "updatedAt" WHERE "publishedAt" IS NULL`);
    await queryRunner.query(`ALTER TABLE "article" ALTER COLUMN "publishedAt" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "article" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "article" DROP COLUMN "status"`);
  }
}
