import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FlowSteps1795832551310 implements MigrationInterface {
  name = 'FlowSteps1795832551310';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "flow_step_version" ("step" character varying(10) NOT NULL, "version" integer NOT NULL, "subject" character varying(150) NOT NULL, "preheader" character varying(200) NOT NULL, "markdown" text NOT NULL, "contentHtml" text NOT NULL, "delayHours" integer NOT NULL, "enabled" boolean NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_flow_step_version_delay" CHECK ("delayHours" BETWEEN 0 AND 2160), CONSTRAINT "CHK_flow_step_version_step" CHECK ("step" IN ('welcome', 'day2', 'day4', 'day6', 'survey')), CONSTRAINT "PK_a252abdbe27851b5dfecc0b0075" PRIMARY KEY ("step", "version"))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "flow_step_version"`);
  }
}
