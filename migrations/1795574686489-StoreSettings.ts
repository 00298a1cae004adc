import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's settings the representative changes (one row, null columns follow their defaults),
 * and a notice on 'store_settings_changed' so every process drops its copy of them.
 */
export class StoreSettings1795574686489 implements MigrationInterface {
  name = 'StoreSettings1795574686489';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "store_setting" ("id" integer NOT NULL DEFAULT '1', "storeUrl" character varying(500), "freeShippingThresholdCents" integer, "contactEmail" character varying(254), "contactPhone" character varying(30), "supportNote" character varying(300), "surveyInviteDelayHours" integer, "version" integer NOT NULL DEFAULT '1', "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_store_setting_survey_delay" CHECK ("surveyInviteDelayHours" BETWEEN 0 AND 8760), CONSTRAINT "CHK_store_setting_threshold" CHECK ("freeShippingThresholdCents" BETWEEN 0 AND 100000), CONSTRAINT "CHK_store_setting_single" CHECK ("id" = 1), CONSTRAINT "PK_ff71c2acac5bd25691cd4746536" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE FUNCTION store_setting_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('store_settings_changed', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER store_setting_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_setting" FOR EACH STATEMENT EXECUTE FUNCTION store_setting_notify_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER store_setting_changed ON "store_setting"`);
    await queryRunner.query(`DROP FUNCTION store_setting_notify_changed()`);
    await queryRunner.query(`DROP TABLE "store_setting"`);
  }
}
