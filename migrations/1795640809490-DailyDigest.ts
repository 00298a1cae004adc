import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyDigest1795640809490 implements MigrationInterface {
  name = 'DailyDigest1795640809490';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "digest_run" ("day" date NOT NULL, "status" character varying(10) NOT NULL, "counts" jsonb NOT NULL, "recipient" character varying(254), "checkedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_digest_run_status" CHECK ("status" IN ('sent', 'empty')), CONSTRAINT "PK_024237c6ac8aa856bfc2fd29618" PRIMARY KEY ("day"))`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "digestEnabled" boolean`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "digestTime" character varying(5)`);
    await queryRunner.query(`CREATE INDEX "IDX_439ee86f47832aa872a2b2a4d5" ON "loyalty_member"  ("confirmedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_20f985588d7363eb43ad25f4b0" ON "survey_response"  ("createdAt") `);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD CONSTRAINT "CHK_store_setting_digest_time" CHECK ("digestTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_setting" DROP CONSTRAINT "CHK_store_setting_digest_time"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_20f985588d7363eb43ad25f4b0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_439ee86f47832aa872a2b2a4d5"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "digestTime"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "digestEnabled"`);
    await queryRunner.query(`DROP TABLE "digest_run"`);
  }
}
