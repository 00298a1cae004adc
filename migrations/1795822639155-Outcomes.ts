import type { MigrationInterface, QueryRunner } from 'typeorm';

// Each answer moves its segment's counts in the same transaction: the counts are never read
// before the answer that changed them is written, and no job recounts them.
const COUNT_ANSWERS = `CREATE FUNCTION outcome_answer_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      UPDATE "outcome_tally" SET
        "works" = "works" - (OLD."answer" = 'works')::int,
        "early" = "early" - (OLD."answer" = 'early')::int,
        "notForMe" = "notForMe" - (OLD."answer" = 'not_for_me')::int,
        "notYet" = "notYet" - (OLD."answer" = 'not_yet')::int
      WHERE "segment" = OLD."segment" AND "productId" = OLD."productId";
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO "outcome_tally" ("segment", "productId", "works", "early", "notForMe", "notYet")
      VALUES (NEW."segment", NEW."productId", (NEW."answer" = 'works')::int, (NEW."answer" = 'early')::int, (NEW."answer" = 'not_for_me')::int, (NEW."answer" = 'not_yet')::int)
      ON CONFLICT ("segment", "productId") DO UPDATE SET
        "works" = "outcome_tally"."works" + EXCLUDED."works",
        "early" = "outcome_tally"."early" + EXCLUDED."early",
        "notForMe" = "outcome_tally"."notForMe" + EXCLUDED."notForMe",
        "notYet" = "outcome_tally"."notYet" + EXCLUDED."notYet";
    END IF;
    RETURN NULL;
  END $$`;

export class Outcomes1795822639155 implements MigrationInterface {
  name = 'Outcomes1795822639155';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "outcome_answer" ("userId" integer NOT NULL, "productId" integer NOT NULL, "segment" character varying(80) NOT NULL, "answer" character varying(12) NOT NULL, "answeredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0892403de61b58c144fb9a9eaf3" PRIMARY KEY ("userId", "productId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f9dc52ad1cb8e0730cafb9694a" ON "outcome_answer"  ("productId") `);
    await queryRunner.query(`CREATE TABLE "outcome_tally" ("segment" character varying(80) NOT NULL, "productId" integer NOT NULL, "works" integer NOT NULL DEFAULT '0', "early" integer NOT NULL DEFAULT '0', "notForMe" integer NOT NULL DEFAULT '0', "notYet" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_a981800b8abc65d43cb287b6c12" PRIMARY KEY ("segment", "productId"))`);
    await queryRunner.query(`ALTER TABLE "outcome_answer" ADD CONSTRAINT "FK_d497c567429f860b702557f4404" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "outcome_answer" ADD CONSTRAINT "FK_f9dc52ad1cb8e0730cafb9694a2" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" ADD CONSTRAINT "FK_ca4b7b9ce5a7460b52a5807c734" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    // Kept by hand: the counts, and a notice to every process's cache when they change.
    await queryRunner.query(`ALTER TABLE "outcome_answer" ADD CONSTRAINT "CHK_outcome_answer_answer" CHECK ("answer" IN ('works', 'early', 'not_for_me', 'not_yet'))`);
    await queryRunner.query(COUNT_ANSWERS);
    await queryRunner.query(`CREATE TRIGGER outcome_answer_count AFTER INSERT OR UPDATE OR DELETE ON "outcome_answer" FOR EACH ROW EXECUTE FUNCTION outcome_answer_count()`);
    await queryRunner.query(`CREATE FUNCTION outcome_tally_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outcomes_changed', ''); RETURN NULL; END $$`);
    await queryRunner.query(
      `CREATE TRIGGER outcome_tally_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "outcome_tally" FOR EACH STATEMENT EXECUTE FUNCTION outcome_tally_notify_changed()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER outcome_tally_changed ON "outcome_tally"`);
    await queryRunner.query(`DROP FUNCTION outcome_tally_notify_changed()`);
    await queryRunner.query(`DROP TRIGGER outcome_answer_count ON "outcome_answer"`);
    await queryRunner.query(`DROP FUNCTION outcome_answer_count()`);
    await queryRunner.query(`ALTER TABLE "outcome_answer" DROP CONSTRAINT "CHK_outcome_answer_answer"`);
    await queryRunner.query(`ALTER TABLE "outcome_tally" DROP CONSTRAINT "FK_ca4b7b9ce5a7460b52a5807c734"`);
    await queryRunner.query(`ALTER TABLE "outcome_answer" DROP CONSTRAINT "FK_f9dc52ad1cb8e0730cafb9694a2"`);
    await queryRunner.query(`ALTER TABLE "outcome_answer" DROP CONSTRAINT "FK_d497c567429f860b702557f4404"`);
    await queryRunner.query(`DROP TABLE "outcome_tally"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9dc52ad1cb8e0730cafb9694a"`);
    await queryRunner.query(`DROP TABLE "outcome_answer"`);
  }
}
