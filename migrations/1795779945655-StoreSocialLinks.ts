import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StoreSocialLinks1795779945655 implements MigrationInterface {
  name = 'StoreSocialLinks1795779945655';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The shop's social media profiles, each optional: the footer links only to those set.
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "instagramUrl" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "facebookUrl" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "tiktokUrl" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "pinterestUrl" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "youtubeUrl" character varying(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "youtubeUrl"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "pinterestUrl"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "tiktokUrl"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "facebookUrl"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "instagramUrl"`);
  }
}
