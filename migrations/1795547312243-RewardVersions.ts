import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rewards become editable in the back-office: a version for stale-edit checks and the time of the last change. */
export class RewardVersions1795547312243 implements MigrationInterface {
  name = 'RewardVersions1795547312243';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_reward" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "loyalty_reward" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_reward" DROP COLUMN "updatedAt"`);
    await queryRunner.query(`ALTER TABLE "loyalty_reward" DROP COLUMN "version"`);
  }
}
