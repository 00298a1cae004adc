import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versioned recommendation rules (one draft, one published, the rest retired), the version each
 * quiz result used, and a notice on 'rules_changed' so every process drops its copy of the rules.
 */
export class RecommendationRules1795545264246 implements MigrationInterface {
  name = 'RecommendationRules1795545264246';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "recommendation_rule_set" ("id" SERIAL NOT NULL, "rules" jsonb NOT NULL, "status" character varying(10) NOT NULL, "revision" integer NOT NULL DEFAULT '1', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "publishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_rule_set_status" CHECK ("status" IN ('draft', 'published', 'retired')), CONSTRAINT "PK_b3068721411184740f4b526a791" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_rule_set_one_published" ON "recommendation_rule_set"  ("status") WHERE "status" = 'published'`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_rule_set_one_draft" ON "recommendation_rule_set"  ("status") WHERE "status" = 'draft'`);
    await queryRunner.query(`ALTER TABLE "quiz_response" ADD "ruleVersion" integer`);
    await queryRunner.query(`CREATE FUNCTION rule_set_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('rules_changed', '');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER rule_set_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "recommendation_rule_set" FOR EACH STATEMENT EXECUTE FUNCTION rule_set_notify_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER rule_set_changed ON "recommendation_rule_set"`);
    await queryRunner.query(`DROP FUNCTION rule_set_notify_changed()`);
    await queryRunner.query(`ALTER TABLE "quiz_response" DROP COLUMN "ruleVersion"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_rule_set_one_draft"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_rule_set_one_published"`);
    await queryRunner.query(`DROP TABLE "recommendation_rule_set"`);
  }
}
