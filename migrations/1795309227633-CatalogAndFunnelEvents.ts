import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogAndFunnelEvents1795309227633 implements MigrationInterface {
  name = 'CatalogAndFunnelEvents1795309227633';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "funnel_event" ("id" BIGSERIAL NOT NULL, "type" character varying(40) NOT NULL, "subject" character varying(120), "amountCents" integer, "details" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5d2dac1af690f1d52c5cf92f764" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_4bf8a61b4f8b844b692aec6150" ON "funnel_event"  ("type", "createdAt") `);
    await queryRunner.query(`CREATE TABLE "product" ("id" SERIAL NOT NULL, "slug" character varying(120) NOT NULL, "name" character varying(160) NOT NULL, "description" text NOT NULL, "reason" character varying(300) NOT NULL, "price" integer NOT NULL, "originalPrice" integer, "imageUrl" character varying(300) NOT NULL, "tags" text array NOT NULL DEFAULT '{}', "category" character varying(40) NOT NULL, "storePath" character varying(300) NOT NULL, "concerns" text array NOT NULL DEFAULT '{}', "skinTypes" text array NOT NULL DEFAULT '{}', "fragranceFree" boolean NOT NULL DEFAULT false, "sensitiveSafe" boolean NOT NULL DEFAULT false, "nonComedogenic" boolean NOT NULL DEFAULT false, "harshActives" boolean NOT NULL DEFAULT false, "routineStep" character varying(30) NOT NULL, "budgetTier" character varying(20) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_8cfaf4a1e80806d58e3dbe6922" ON "product"  ("slug") `);
    await queryRunner.query(`CREATE INDEX "IDX_d71ac3a30622a475df871b5513" ON "product"  ("category") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_d71ac3a30622a475df871b5513"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8cfaf4a1e80806d58e3dbe6922"`);
    await queryRunner.query(`DROP TABLE "product"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4bf8a61b4f8b844b692aec6150"`);
    await queryRunner.query(`DROP TABLE "funnel_event"`);
  }
}
