import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DailyBackups1795631933044 implements MigrationInterface {
  name = 'DailyBackups1795631933044';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "backup_run" ("id" SERIAL NOT NULL, "kind" character varying(10) NOT NULL, "day" date, "status" character varying(10) NOT NULL, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "finishedAt" TIMESTAMP WITH TIME ZONE, "fileName" character varying(300), "sizeBytes" bigint, "error" character varying(500), CONSTRAINT "PK_d5d0832c1ff227f276a4ef80475" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_backup_run_day" ON "backup_run"  ("day") `);
    await queryRunner.query(`CREATE INDEX "IDX_backup_run_started" ON "backup_run"  ("startedAt") `);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "backupTimeOfDay" character varying(5)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD CONSTRAINT "CHK_store_setting_backup_time" CHECK ("backupTimeOfDay" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_setting" DROP CONSTRAINT "CHK_store_setting_backup_time"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "backupTimeOfDay"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_backup_run_started"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_backup_run_day"`);
    await queryRunner.query(`DROP TABLE "backup_run"`);
  }
}
