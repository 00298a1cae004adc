import type { MigrationInterface, QueryRunner } from 'typeorm';

// The function this migration made (a later migration's down() makes it again).
export const FOLLOW_CONSENT = `CREATE FUNCTION newsletter_subscriber_follow_consent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE newsletter_subscriber SET "status" = 'unsubscribed', "unsubscribedAt" = NEW."createdAt"
        WHERE "address" = NEW."address" AND "status" <> 'unsubscribed';
        RETURN NULL;
      END $$`;

export class Newsletter1795639711897 implements MigrationInterface {
  name = 'Newsletter1795639711897';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "newsletter_campaign" ("id" SERIAL NOT NULL, "version" integer NOT NULL DEFAULT '1', "subject" character varying(150) NOT NULL, "preheader" character varying(200), "markdown" text NOT NULL, "contentHtml" text NOT NULL, "audienceKind" character varying(10) NOT NULL, "audienceTier" character varying(10), "productIds" integer array NOT NULL DEFAULT '{}', "queuedAt" TIMESTAMP WITH TIME ZONE, "sendAt" TIMESTAMP WITH TIME ZONE, "recipients" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_newsletter_campaign_audience" CHECK ("audienceKind" IN ('all', 'members', 'tier') AND ("audienceKind" = 'tier') = ("audienceTier" IS NOT NULL)), CONSTRAINT "PK_2b40b934cee2f5e3fb2184681d6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "newsletter_subscriber" ("id" SERIAL NOT NULL, "address" character varying(254) NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'pending', "confirmationSentAt" TIMESTAMP WITH TIME ZONE NOT NULL, "confirmedAt" TIMESTAMP WITH TIME ZONE, "unsubscribedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_newsletter_subscriber_status" CHECK ("status" IN ('pending', 'confirmed', 'unsubscribed')), CONSTRAINT "PK_673f5f9a16ef0e216059224e02f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ef70a2d7d97c58a368677534e9" ON "newsletter_subscriber"  ("address") `);
    await queryRunner.query(`CREATE INDEX "IDX_newsletter_subscriber_status" ON "newsletter_subscriber"  ("status", "address") `);
    await queryRunner.query(`ALTER TABLE "consent_event" ADD "messageId" bigint`);
    await queryRunner.query(`CREATE INDEX "IDX_email_message_occasion" ON "email_message"  ("template", "occasion") `);
    await queryRunner.query(`CREATE INDEX "IDX_consent_event_message" ON "consent_event"  ("messageId") WHERE "messageId" IS NOT NULL`);
    // A subscriber follows the consent log: a withdrawal of the newsletter purpose (an unsubscribe
    // from any marketing email, recorded by the email feature) marks the subscriber unsubscribed.
    await queryRunner.query(FOLLOW_CONSENT);
    await queryRunner.query(`CREATE TRIGGER newsletter_subscriber_follow_consent AFTER INSERT ON consent_event
      FOR EACH ROW WHEN (NEW."purpose" = 'newsletter' AND NEW."action" = 'withdrawn') EXECUTE FUNCTION newsletter_subscriber_follow_consent()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER newsletter_subscriber_follow_consent ON consent_event`);
    await queryRunner.query(`DROP FUNCTION newsletter_subscriber_follow_consent()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_consent_event_message"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_message_occasion"`);
    await queryRunner.query(`ALTER TABLE "consent_event" DROP COLUMN "messageId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_newsletter_subscriber_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ef70a2d7d97c58a368677534e9"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriber"`);
    await queryRunner.query(`DROP TABLE "newsletter_campaign"`);
  }
}
