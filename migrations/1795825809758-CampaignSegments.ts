import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CampaignSegments1795825809758 implements MigrationInterface {
  name = 'CampaignSegments1795825809758';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD "audienceSegmentId" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_d9f18107e86fa8d36894ee13f6" ON "newsletter_campaign"  ("audienceSegmentId") `);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "FK_d9f18107e86fa8d36894ee13f68" FOREIGN KEY ("audienceSegmentId") REFERENCES "segment"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // Kept by hand: a segment audience names its segment, and only it does.
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "CHK_newsletter_campaign_audience"`);
    await queryRunner.query(
      `ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "CHK_newsletter_campaign_audience" CHECK ("audienceKind" IN ('all', 'members', 'tier', 'segment') AND ("audienceKind" = 'tier') = ("audienceTier" IS NOT NULL) AND ("audienceKind" = 'segment') = ("audienceSegmentId" IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "newsletter_campaign" WHERE "audienceKind" = 'segment'`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "CHK_newsletter_campaign_audience"`);
    await queryRunner.query(
      `ALTER TABLE "newsletter_campaign" ADD CONSTRAINT "CHK_newsletter_campaign_audience" CHECK ("audienceKind" IN ('all', 'members', 'tier') AND ("audienceKind" = 'tier') = ("audienceTier" IS NOT NULL))`,
    );
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP CONSTRAINT "FK_d9f18107e86fa8d36894ee13f68"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d9f18107e86fa8d36894ee13f6"`);
    await queryRunner.query(`ALTER TABLE "newsletter_campaign" DROP COLUMN "audienceSegmentId"`);
  }
}
