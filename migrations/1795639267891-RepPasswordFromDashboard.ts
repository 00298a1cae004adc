import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RepPasswordFromDashboard1795639267891 implements MigrationInterface {
  name = 'RepPasswordFromDashboard1795639267891';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rep_credential" ADD "appliedEnvPasswordHash" character varying(300)`);
    // Today's password came from REP_PASSWORD or was generated: the same REP_PASSWORD keeps it.
    await queryRunner.query(`UPDATE "rep_credential" SET "appliedEnvPasswordHash" = "passwordHash"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rep_credential" DROP COLUMN "appliedEnvPasswordHash"`);
  }
}
