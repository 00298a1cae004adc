import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ConsentLatest1795837037104 implements MigrationInterface {
  name = 'ConsentLatest1795837037104';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "consent_latest" ("address" character varying(254) NOT NULL, "purpose" character varying(40) NOT NULL, "action" character varying(10) NOT NULL, "eventId" bigint NOT NULL, CONSTRAINT "PK_e2893a1c46e13471cdbd45d878a" PRIMARY KEY ("address", "purpose"))`);
    // Each statement's new log rows: the latest per address and purpose replaces an older one.
    await queryRunner.query(`CREATE FUNCTION consent_latest_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO consent_latest ("address", "purpose", "action", "eventId")
        SELECT DISTINCT ON (a."address", a."purpose") a."address", a."purpose", a."action", a."id" FROM added a ORDER BY a."address", a."purpose", a."id" DESC
        ON CONFLICT ("address", "purpose") DO UPDATE SET "action" = EXCLUDED."action", "eventId" = EXCLUDED."eventId" WHERE consent_latest."eventId" < EXCLUDED."eventId";
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER consent_latest_keep AFTER INSERT ON consent_event REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION consent_latest_keep()`,
    );
    await queryRunner.query(`INSERT INTO consent_latest ("address", "purpose", "action", "eventId")
      SELECT DISTINCT ON ("address", "purpose") "address", "purpose", "action", "id" FROM consent_event ORDER BY "address", "purpose", "id" DESC`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER consent_latest_keep ON consent_event`);
    await queryRunner.query(`DROP FUNCTION consent_latest_keep()`);
    await queryRunner.query(`DROP TABLE "consent_latest"`);
  }
}
