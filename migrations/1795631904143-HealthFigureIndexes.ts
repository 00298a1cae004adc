import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HealthFigureIndexes1795631904143 implements MigrationInterface {
  name = 'HealthFigureIndexes1795631904143';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_email_message_failing" ON "email_message"  ("createdAt") WHERE "lastError" IS NOT NULL AND "status" IN ('queued', 'sending', 'failed')`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_redemption_unused" ON "loyalty_redemption"  ("createdAt") WHERE "usedAt" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_redemption_unused"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_message_failing"`);
  }
}
