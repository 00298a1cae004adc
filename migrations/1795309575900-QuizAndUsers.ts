import type { MigrationInterface, QueryRunner } from 'typeorm';

export class QuizAndUsers1795309575900 implements MigrationInterface {
  name = 'QuizAndUsers1795309575900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "user" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "firstName" character varying(80) NOT NULL, "wantsCyclingGuide" boolean NOT NULL DEFAULT false, "consent" boolean NOT NULL DEFAULT false, "latestQuizResponseId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_user_email_lower" CHECK ("email" = lower("email")), CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12875dfb3b1d92d7d7c5377e2" ON "user"  ("email") `);
    await queryRunner.query(`CREATE TABLE "quiz_response" ("id" SERIAL NOT NULL, "sessionId" character varying(80) NOT NULL, "kind" character varying(10) NOT NULL, "responses" jsonb NOT NULL, "result" jsonb NOT NULL, "matchScore" integer NOT NULL, "userId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_aa4ddf50e710858d96d780f60db" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_677f79dae97758037a017d13f3" ON "quiz_response"  ("sessionId") `);
    await queryRunner.query(`CREATE INDEX "IDX_3abaf1203ba82b111314ce4bac" ON "quiz_response"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "quiz_session" ("sessionId" character varying(80) NOT NULL, "kind" character varying(10) NOT NULL, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_acf6a083eccb01103ae920228b4" PRIMARY KEY ("sessionId"))`);
    await queryRunner.query(`ALTER TABLE "user" ADD CONSTRAINT "FK_52ce8993b660c0c26352235d483" FOREIGN KEY ("latestQuizResponseId") REFERENCES "quiz_response"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "quiz_response" ADD CONSTRAINT "FK_3abaf1203ba82b111314ce4bac5" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "quiz_response" DROP CONSTRAINT "FK_3abaf1203ba82b111314ce4bac5"`);
    await queryRunner.query(`ALTER TABLE "user" DROP CONSTRAINT "FK_52ce8993b660c0c26352235d483"`);
    await queryRunner.query(`DROP TABLE "quiz_session"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3abaf1203ba82b111314ce4bac"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_677f79dae97758037a017d13f3"`);
    await queryRunner.query(`DROP TABLE "quiz_response"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e12875dfb3b1d92d7d7c5377e2"`);
    await queryRunner.query(`DROP TABLE "user"`);
  }
}
