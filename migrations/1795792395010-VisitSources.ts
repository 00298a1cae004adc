import type { MigrationInterface, QueryRunner } from 'typeorm';

export class VisitSources1795792395010 implements MigrationInterface {
  name = 'VisitSources1795792395010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quiz_session" ADD "source" character varying(20)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quiz_session" DROP COLUMN "source"`);
  }
}
