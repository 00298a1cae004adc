import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PeopleAndPersonalData1795639447579 implements MigrationInterface {
  name = 'PeopleAndPersonalData1795639447579';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "person_note" ("id" BIGSERIAL NOT NULL, "personId" uuid NOT NULL, "text" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5f1b2564798b73323b8f972e3d1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_person_note_person" ON "person_note"  ("personId", "id") `);
    await queryRunner.query(`ALTER TABLE "user" ADD "personId" uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" ADD "personId" uuid NOT NULL DEFAULT gen_random_uuid()`);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD "unconfirmedRetentionDays" integer`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_6aac19005cea8e2119cbe7759e" ON "user"  ("personId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_b4081cddec07e754d2624ecea5" ON "loyalty_member"  ("personId") `);
    await queryRunner.query(`ALTER TABLE "store_setting" ADD CONSTRAINT "CHK_store_setting_retention_days" CHECK ("unconfirmedRetentionDays" BETWEEN 1 AND 3650)`);
    // An erased person's address is suppressed by its SHA-256 alone.
    await queryRunner.query(`ALTER TABLE "email_suppression" DROP CONSTRAINT "CHK_email_suppression_reason"`);
    await queryRunner.query(`ALTER TABLE "email_suppression" ADD CONSTRAINT "CHK_email_suppression_reason" CHECK ("reason" IN ('unsubscribed', 'bounced', 'erased'))`);
    // The people list pages newest first, and searches any part of an address, a name or a code.
    await queryRunner.query(`CREATE INDEX "IDX_user_created_person" ON "user" ("createdAt", "personId")`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_created_person" ON "loyalty_member" ("createdAt", "personId")`);
    await queryRunner.query(`CREATE INDEX "IDX_user_email_trgm" ON "user" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_user_first_name_trgm" ON "user" USING gin (lower("firstName") gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_email_trgm" ON "loyalty_member" USING gin ("email" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_first_name_trgm" ON "loyalty_member" USING gin (lower("firstName") gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_member_code_trgm" ON "loyalty_member" USING gin ("loyaltyCode" gin_trgm_ops)`);
    // Notes are append-only, and so is the consent log, except inside an erasure at the person's
    // request (a transaction that sets app.erasing_person): then notes go and consent rows lose their address.
    await queryRunner.query(`CREATE FUNCTION person_note_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('app.erasing_person', true) = 'on' THEN RETURN OLD; END IF;
        RAISE EXCEPTION 'person_note is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
      END $$`);
    await queryRunner.query(`CREATE TRIGGER person_note_append_only BEFORE UPDATE OR DELETE ON "person_note" FOR EACH ROW EXECUTE FUNCTION person_note_append_only()`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION consent_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('app.erasing_person', true) = 'on' AND NEW."address" = 'erased'
           AND (NEW."purpose", NEW."action", NEW."source", NEW."createdAt") IS NOT DISTINCT FROM (OLD."purpose", OLD."action", OLD."source", OLD."createdAt") THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'consent_event is append-only';
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION consent_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'consent_event is append-only'; END $$`);
    await queryRunner.query(`DROP TRIGGER person_note_append_only ON "person_note"`);
    await queryRunner.query(`DROP FUNCTION person_note_append_only()`);
    for (const index of [
      'IDX_loyalty_member_code_trgm',
      'IDX_loyalty_member_first_name_trgm',
      'IDX_loyalty_member_email_trgm',
      'IDX_user_first_name_trgm',
      'IDX_user_email_trgm',
      'IDX_loyalty_member_created_person',
      'IDX_user_created_person',
    ]) {
      await queryRunner.query(`DROP INDEX "public"."${index}"`);
    }
    await queryRunner.query(`DELETE FROM "email_suppression" WHERE "reason" = 'erased'`);
    await queryRunner.query(`ALTER TABLE "email_suppression" DROP CONSTRAINT "CHK_email_suppression_reason"`);
    await queryRunner.query(`ALTER TABLE "email_suppression" ADD CONSTRAINT "CHK_email_suppression_reason" CHECK ("reason" IN ('unsubscribed', 'bounced'))`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP CONSTRAINT "CHK_store_setting_retention_days"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b4081cddec07e754d2624ecea5"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6aac19005cea8e2119cbe7759e"`);
    await queryRunner.query(`ALTER TABLE "store_setting" DROP COLUMN "unconfirmedRetentionDays"`);
    await queryRunner.query(`ALTER TABLE "loyalty_member" DROP COLUMN "personId"`);
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN "personId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_person_note_person"`);
    await queryRunner.query(`DROP TABLE "person_note"`);
  }
}
