import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Articles1795309444184 implements MigrationInterface {
  name = 'Articles1795309444184';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "article_faq" ("id" SERIAL NOT NULL, "articleId" integer NOT NULL, "position" integer NOT NULL, "question" character varying(300) NOT NULL, "answer" text NOT NULL, CONSTRAINT "PK_c5b810b152f16452f812e191afd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_05451507db193b032dd77610b9" ON "article_faq"  ("articleId", "position") `);
    await queryRunner.query(`CREATE TABLE "article_how_to_step" ("id" SERIAL NOT NULL, "articleId" integer NOT NULL, "stepNumber" integer NOT NULL, "stepTitle" character varying(200) NOT NULL, "stepDescription" text NOT NULL, CONSTRAINT "PK_86ca8b5fe01964ee7dee0ac0eea" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ae5298af1307df1b50271b1f60" ON "article_how_to_step"  ("articleId", "stepNumber") `);
    await queryRunner.query(`CREATE TABLE "article" ("id" SERIAL NOT NULL, "slug" character varying(160) NOT NULL, "title" character varying(200) NOT NULL, "metaDescription" character varying(320) NOT NULL, "content" text NOT NULL, "category" character varying(40) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "authorName" character varying(120) NOT NULL, "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "viewCount" integer NOT NULL DEFAULT '0', "schemaType" character varying(20) NOT NULL, "structuredData" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "PK_40808690eb7b915046558c0f81b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0ab85f4be07b22d79906671d72" ON "article"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_00f19e792214789a99a6ceba55" ON "article"  ("category") `);
    await queryRunner.query(`ALTER TABLE "article_faq" ADD CONSTRAINT "FK_d705adfe9a47ec4b33d19729d9a" FOREIGN KEY ("articleId") REFERENCES "article"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "article_how_to_step" ADD CONSTRAINT "FK_15780adc8440f7a3581794b1c6f" FOREIGN KEY ("articleId") REFERENCES "article"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "article_how_to_step" DROP CONSTRAINT "FK_15780adc8440f7a3581794b1c6f"`);
    await queryRunner.query(`ALTER TABLE "article_faq" DROP CONSTRAINT "FK_d705adfe9a47ec4b33d19729d9a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_00f19e792214789a99a6ceba55"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0ab85f4be07b22d79906671d72"`);
    await queryRunner.query(`DROP TABLE "article"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae5298af1307df1b50271b1f60"`);
    await queryRunner.query(`DROP TABLE "article_how_to_step"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05451507db193b032dd77610b9"`);
    await queryRunner.query(`DROP TABLE "article_faq"`);
  }
}
