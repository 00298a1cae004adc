import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SubjectTests1795833951124 implements MigrationInterface {
  name = 'SubjectTests1795833951124';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "subjectB" character varying(150)`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "testPercent" integer`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "winnerAfterHours" integer`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "decideAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "winner" character varying(1)`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "decidedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "decision" text`);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_campaign_deciding" ON "newsletter_campaign"  ("decideAt") WHERE "decideAt" IS NOT NULL AND "winner" IS NULL`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "CHK_newsletter_campaign_subject_test" CHECK (("subjectB" IS NULL) = ("testPercent" IS NULL) AND ("subjectB" IS NULL) = ("winnerAfterHours" IS NULL) AND "testPercent" BETWEEN 10 AND 50 AND "winnerAfterHours" BETWEEN 1 AND 48 AND "winner" IN ('a', 'b'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "CHK_newsletter_campaign_subject_test"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_campaign_deciding"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "decision"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "decidedAt"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "winner"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "decideAt"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "winnerAfterHours"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "testPercent"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "subjectB"`);
  }
}
