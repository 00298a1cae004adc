import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrderAttribution1795793822029 implements MigrationInterface {
  name = 'OrderAttribution1795793822029';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_order" ADD "personId" uuid`);
    await queryRunner.query(`ALTER TABLE "store_order" ADD "quizResponseId" integer`);
    await queryRunner.query(`ALTER TABLE "store_order" ADD "emailMessageId" bigint`);
    await queryRunner.query(`ALTER TABLE "store_order" ADD "source" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "store_order_line" ADD "recommended" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "IDX_bc01c9bde976873e44e5479100" ON "store_order"  ("personId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_bc01c9bde976873e44e5479100"`);
    await queryRunner.query(`ALTER TABLE "store_order_line" DROP COLUMN "recommended"`);
    await queryRunner.query(`ALTER TABLE "store_order" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "store_order" DROP COLUMN "emailMessageId"`);
    await queryRunner.query(`ALTER TABLE "store_order" DROP COLUMN "quizResponseId"`);
    await queryRunner.query(`ALTER TABLE "store_order" DROP COLUMN "personId"`);
  }
}
