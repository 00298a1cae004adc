import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceBoundToAccount1796154601784 implements MigrationInterface {
  name = 'DeviceBoundToAccount1796154601784';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Cookies made before name no account, so none of them is trusted any more: their rows go
    // (each browser gets a cookie of the account it signs in to next time).
    await queryRunner.query(`DELETE FROM "rep_device"`);
    await queryRunner.query(`ALTER TABLE "rep_device" ALTER COLUMN "accountId" SET NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_ae3e1627d0588ac7a11f7c7999" ON "rep_device"  ("accountId") `);
    await queryRunner.query(`ALTER TABLE "rep_device" ADD CONSTRAINT "FK_ae3e1627d0588ac7a11f7c7999c" FOREIGN KEY ("accountId") REFERENCES "rep_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rep_device" DROP CONSTRAINT "FK_ae3e1627d0588ac7a11f7c7999c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae3e1627d0588ac7a11f7c7999"`);
    await queryRunner.query(`ALTER TABLE "rep_device" ALTER COLUMN "accountId" DROP NOT NULL`);
  }
}
