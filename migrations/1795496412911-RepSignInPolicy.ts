import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RepSignInPolicy1795496412911 implements MigrationInterface {
  name = 'RepSignInPolicy1795496412911';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rep_device" ("tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1957bbfe4928991511ef2d09924" PRIMARY KEY ("tokenHash"))`);
    await queryRunner.query(`CREATE TABLE "rep_sign_in_failure" ("id" BIGSERIAL NOT NULL, "addressHash" character varying(64) NOT NULL, "deviceHash" character varying(64), "failedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2c1ff68371d6c800d716243734c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5012a9614225f5223aa0ce658f" ON "rep_sign_in_failure"  ("failedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_a842c5a783d8cbd5e28a098aa5" ON "rep_sign_in_failure"  ("deviceHash", "failedAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_40563e2390618a8296b5440207" ON "rep_sign_in_failure"  ("addressHash", "failedAt") `);
    await queryRunner.query(`ALTER TABLE "rep_credential" ADD "lastSignInAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "rep_credential" ADD "previousSignInAt" TIMESTAMP WITH TIME ZONE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rep_credential" DROP COLUMN "previousSignInAt"`);
    await queryRunner.query(`ALTER TABLE "rep_credential" DROP COLUMN "lastSignInAt"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_40563e2390618a8296b5440207"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a842c5a783d8cbd5e28a098aa5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5012a9614225f5223aa0ce658f"`);
    await queryRunner.query(`DROP TABLE "rep_sign_in_failure"`);
    await queryRunner.query(`DROP TABLE "rep_device"`);
  }
}
