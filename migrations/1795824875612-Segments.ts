import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Segments1795824875612 implements MigrationInterface {
  name = 'Segments1795824875612';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "segment" ("id" SERIAL NOT NULL, "name" character varying(80) NOT NULL, "match" character varying(3) NOT NULL, "conditions" jsonb NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d648ac58d8e0532689dfb8ad7ef" PRIMARY KEY ("id"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "segment"`);
  }
}
