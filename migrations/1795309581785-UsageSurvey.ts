import type { MigrationInterface, QueryRunner } from 'typeorm';

export class UsageSurvey1795309581785 implements MigrationInterface {
  name = 'UsageSurvey1795309581785';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "survey_response" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "productId" integer NOT NULL, "usage" character varying(20) NOT NULL, "challenge" character varying(20) NOT NULL, "improvement" character varying(20) NOT NULL, "budget" character varying(10) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d9326eb52bf8b23d56a39ce419a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_6f270d46c6b0e0b68373a417c5" ON "survey_response"  ("userId") `);
    await queryRunner.query(`ALTER TABLE "survey_response" ADD CONSTRAINT "FK_6f270d46c6b0e0b68373a417c5a" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "survey_response" ADD CONSTRAINT "FK_7688e96d210fd36cde349fe6190" FOREIGN KEY ("productId") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "survey_response" DROP CONSTRAINT "FK_7688e96d210fd36cde349fe6190"`);
    await queryRunner.query(`ALTER TABLE "survey_response" DROP CONSTRAINT "FK_6f270d46c6b0e0b68373a417c5a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6f270d46c6b0e0b68373a417c5"`);
    await queryRunner.query(`DROP TABLE "survey_response"`);
  }
}
