import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SurveyOncePerProduct1795481842184 implements MigrationInterface {
  name = 'SurveyOncePerProduct1795481842184';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Answers given more than once before this rule: the latest of each person and product stays.
    await queryRunner.query(`DELETE FROM "survey_response" older USING "survey_response" newer
      WHERE older."userId" = newer."userId" AND older."productId" = newer."productId" AND older."id" < newer."id"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_survey_response_person_product" ON "survey_response"  ("userId", "productId") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_survey_response_person_product"`);
  }
}
