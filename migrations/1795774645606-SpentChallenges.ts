import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SpentChallenges1795774645606 implements MigrationInterface {
  name = 'SpentChallenges1795774645606';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "spent_challenge" ("nonce" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_f42082844c12a337b4714625baa" PRIMARY KEY ("nonce"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a3d8bf285935a84161a57bc692" ON "spent_challenge"  ("expiresAt") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_a3d8bf285935a84161a57bc692"`);
    await queryRunner.query(`DROP TABLE "spent_challenge"`);
  }
}
