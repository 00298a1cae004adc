import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RepAuth1795309479035 implements MigrationInterface {
  name = 'RepAuth1795309479035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rep_credential" ("id" integer NOT NULL, "passwordHash" character varying(300) NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9e7ba6f6a620f311923c74b600b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "rep_session" ("tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_da880804e9f5b5bed3108cb7112" PRIMARY KEY ("tokenHash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ada06535887c13ea3191d56a93" ON "rep_session"  ("expiresAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_ada06535887c13ea3191d56a93"`);
    await queryRunner.query(`DROP TABLE "rep_session"`);
    await queryRunner.query(`DROP TABLE "rep_credential"`);
  }
}
