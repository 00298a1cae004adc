import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MemberOfferAndSkippedEmails1795639467313 implements MigrationInterface {
  name = 'MemberOfferAndSkippedEmails1795639467313';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "surveyFollowUpDelayMinutes" integer`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "memberOfferText" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "memberOfferCode" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "memberOfferExpiresOn" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD CONSTRAINT "CHK_store_setting_survey_follow_up_delay" CHECK ("surveyFollowUpDelayMinutes" BETWEEN 0 AND 1440)`);
    // A template with nothing true to say at send time (no member offer) records the message as skipped.
    await queryRunner.query(`ALTER TABLE "email_message" DROP CONSTRAINT "CHK_email_message_status"`);
    await queryRunner.query(`ALTER TABLE "email_message" ADD CONSTRAINT "CHK_email_message_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'suppressed', 'skipped'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "email_message" SET "status" = 'failed' WHERE "status" = 'skipped'`);
    await queryRunner.query(`ALTER TABLE "email_message" DROP CONSTRAINT "CHK_email_message_status"`);
    await queryRunner.query(`ALTER TABLE "email_message" ADD CONSTRAINT "CHK_email_message_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'suppressed'))`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP CONSTRAINT "CHK_store_setting_survey_follow_up_delay"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "memberOfferExpiresOn"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "memberOfferCode"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "memberOfferText"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "surveyFollowUpDelayMinutes"`);
  }
}
