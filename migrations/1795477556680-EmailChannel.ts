import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailChannel1795477556680 implements MigrationInterface {
  name = 'EmailChannel1795477556680';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "app_secret" ("name" character varying(40) NOT NULL, "value" character varying(200) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0bf6fc27bbdc865c8ab90b4ca41" PRIMARY KEY ("name"))`);
    await queryRunner.query(`CREATE TABLE "email_message" ("id" BIGSERIAL NOT NULL, "token" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" character varying(254) NOT NULL, "template" character varying(40) NOT NULL, "occasion" character varying(120) NOT NULL, "payload" jsonb NOT NULL, "status" character varying(12) NOT NULL DEFAULT 'queued', "sendAfter" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "attempts" integer NOT NULL DEFAULT '0', "leaseUntil" TIMESTAMP WITH TIME ZONE, "lastError" text, "sentAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_email_message_status" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed', 'suppressed')), CONSTRAINT "PK_9fe3a0a31f2ffe66dd976851792" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_fe9cf4b7483f552dc75ecae65f" ON "email_message"  ("token") `);
    await queryRunner.query(`CREATE INDEX "IDX_email_message_template_created" ON "email_message"  ("template", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_email_message_due" ON "email_message"  ("sendAfter") WHERE "status" IN ('queued', 'sending')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_email_message_once" ON "email_message"  ("recipient", "template", "occasion") `);
    await queryRunner.query(`CREATE TABLE "email_suppression" ("address" character varying(254) NOT NULL, "reason" character varying(20) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_email_suppression_reason" CHECK ("reason" IN ('unsubscribed', 'bounced')), CONSTRAINT "PK_1ea5ecd0e894a11aa200183070d" PRIMARY KEY ("address"))`);
    await queryRunner.query(`CREATE TABLE "caught_mail" ("id" SERIAL NOT NULL, "messageId" character varying(300), "recipients" text NOT NULL, "subject" text NOT NULL, "html" text NOT NULL, "text" text NOT NULL, "headers" text NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_34e75a576d5230ae1850e33e0bd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_1b4e24adb709dc3662f30bd3ac" ON "caught_mail"  ("messageId") `);
    await queryRunner.query(`CREATE TABLE "consent_event" ("id" BIGSERIAL NOT NULL, "address" character varying(254) NOT NULL, "purpose" character varying(40) NOT NULL, "action" character varying(10) NOT NULL, "source" character varying(40) NOT NULL, "form" character varying(40), "template" character varying(40), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_consent_event_action" CHECK ("action" IN ('granted', 'withdrawn')), CONSTRAINT "PK_da129f04a16b45855a0ebb5ed68" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_consent_event_address" ON "consent_event"  ("address", "id") `);
    await queryRunner.query(`CREATE TABLE "email_click" ("id" BIGSERIAL NOT NULL, "messageId" bigint NOT NULL, "target" character varying(300) NOT NULL, "clickedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_4deb01937b7e0ba900c252ccacb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_c0a1369926cea756608448f411" ON "email_click"  ("messageId") `);
    await queryRunner.query(`CREATE TABLE "email_confirmation" ("id" SERIAL NOT NULL, "address" character varying(254) NOT NULL, "details" jsonb NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ff2b80a46c3992a0046b07c5456" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_email_confirmation_address_created" ON "email_confirmation"  ("address", "createdAt") `);
    // Opt-ins from before confirmation existed move to the consent log, labelled as such (the log
    // replaces the column); members keep their codes.
    await queryRunner.query(`INSERT INTO "consent_event" ("address", "purpose", "action", "source", "form", "createdAt")
      SELECT "email", 'marketing-email', 'granted', 'before-double-opt-in', 'quiz-email-capture', "updatedAt" FROM "user" WHERE "consent"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "consent"`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" ADD "confirmedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "loyalty_member" SET "confirmedAt" = "createdAt"`);
    await queryRunner.query(`ALTER TABLE "user" ADD "emailConfirmedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "user" ADD "surveyToken" uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_9a08fff8a46d39395deffbc3f4" ON "user"  ("surveyToken") `);
    // The consent log is append-only: a grant or a withdrawal is never rewritten or removed.
    await queryRunner.query(`CREATE FUNCTION consent_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'consent_event is append-only'; END $$`);
    await queryRunner.query(`CREATE TRIGGER consent_event_append_only BEFORE UPDATE OR DELETE ON "consent_event" FOR EACH ROW EXECUTE FUNCTION consent_event_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER consent_event_append_only ON "consent_event"`);
    await queryRunner.query(`DROP FUNCTION consent_event_append_only()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9a08fff8a46d39395deffbc3f4"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "surveyToken"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "emailConfirmedAt"`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" DROP COLUMN "confirmedAt"`);
    await queryRunner.query(`ALTER TABLE "user" ADD "consent" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "user" SET "consent" = true WHERE "email" IN (SELECT "address" FROM "consent_event" WHERE "action" = 'granted')`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_confirmation_address_created"`);
    await queryRunner.query(`DROP TABLE "email_confirmation"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c0a1369926cea756608448f411"`);
    await queryRunner.query(`DROP TABLE "email_click"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_consent_event_address"`);
    await queryRunner.query(`DROP TABLE "consent_event"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1b4e24adb709dc3662f30bd3ac"`);
    await queryRunner.query(`DROP TABLE "caught_mail"`);
    await queryRunner.query(`DROP TABLE "email_suppression"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_email_message_once"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_message_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_message_template_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fe9cf4b7483f552dc75ecae65f"`);
    await queryRunner.query(`DROP TABLE "email_message"`);
    await queryRunner.query(`DROP TABLE "app_secret"`);
  }
}
