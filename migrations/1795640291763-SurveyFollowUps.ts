import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SurveyFollowUps1795640291763 implements MigrationInterface {
  name = 'SurveyFollowUps1795640291763';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "survey_follow_up" ("id" SERIAL NOT NULL, "surveyResponseId" integer NOT NULL, "messageId" bigint, "personalLine" character varying(500), "version" integer NOT NULL DEFAULT '1', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f21d76dcce8fda372e52525dac1" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_f23db913f3f83fabe054b2a1c4" ON "survey_follow_up"  ("surveyResponseId") `);
    await queryRunner.query(`ALTER TABLE "survey_follow_up" ADD CONSTRAINT "FK_f23db913f3f83fabe054b2a1c4b" FOREIGN KEY ("surveyResponseId") REFERENCES "survey_response"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "survey_follow_up" DROP CONSTRAINT "FK_f23db913f3f83fabe054b2a1c4b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f23db913f3f83fabe054b2a1c4"`);
    await queryRunner.query(`DROP TABLE "survey_follow_up"`);
  }
}
