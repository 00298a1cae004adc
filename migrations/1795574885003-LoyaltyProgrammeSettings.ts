import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LoyaltyProgrammeSettings1795574885003 implements MigrationInterface {
  name = 'LoyaltyProgrammeSettings1795574885003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD "pointsPerDollar" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD "silverThreshold" integer NOT NULL DEFAULT '500'`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD "goldThreshold" integer NOT NULL DEFAULT '1500'`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD "platinumThreshold" integer NOT NULL DEFAULT '5000'`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD CONSTRAINT "CHK_loyalty_setting_tiers" CHECK (0 < "silverThreshold" AND "silverThreshold" < "goldThreshold" AND "goldThreshold" < "platinumThreshold")`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" ADD CONSTRAINT "CHK_loyalty_setting_points_per_dollar" CHECK ("pointsPerDollar" BETWEEN 1 AND 100)`);
    // The one settings row exists from now on (the defaults: today's rate and thresholds), so
    // every change of points can lock it.
    await queryRunner.query(`INSERT INTO "loyalty_setting" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP CONSTRAINT "CHK_loyalty_setting_points_per_dollar"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP CONSTRAINT "CHK_loyalty_setting_tiers"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP COLUMN "platinumThreshold"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP COLUMN "goldThreshold"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP COLUMN "silverThreshold"`);
    await queryRunner.query(`ALTER TABLE "loyalty_setting" DROP COLUMN "pointsPerDollar"`);
  }
}
