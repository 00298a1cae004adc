import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductBackOffice1795494290602 implements MigrationInterface {
  name = 'ProductBackOffice1795494290602';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "audit_entry" ("id" BIGSERIAL NOT NULL, "area" character varying(30) NOT NULL, "subject" character varying(120) NOT NULL, "action" character varying(30) NOT NULL, "before" jsonb, "after" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_0a96ceef4d8ecdf4bedd9c7a64" ON "audit_entry"  ("createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_f0818008530b4b6d04e725c822" ON "audit_entry"  ("area", "subject", "createdAt") `);
    await queryRunner.query(`ALTER TABLE "product" ADD "status" character varying(10) NOT NULL DEFAULT 'active'`);
    await queryRunner.query(`ALTER TABLE "product" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "product" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "IDX_d51fbeb7c5046cbe163a408c9a" ON "product"  ("status", "name") `);
    await queryRunner.query(`ALTER TABLE "product" ADD CONSTRAINT "CHK_product_status" CHECK ("status" IN ('active', 'archived'))`);
    await queryRunner.query(`CREATE FUNCTION "audit_entry_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_entry is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation'; END $$`);
    await queryRunner.query(`CREATE TRIGGER "audit_entry_append_only" BEFORE UPDATE OR DELETE ON "audit_entry" FOR EACH ROW EXECUTE FUNCTION "audit_entry_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "audit_entry_append_only" ON "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION "audit_entry_append_only"()`);
    await queryRunner.query(`ALTER TABLE "product" DROP CONSTRAINT "CHK_product_status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d51fbeb7c5046cbe163a408c9a"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "updatedAt"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "version"`);
    await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f0818008530b4b6d04e725c822"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0a96ceef4d8ecdf4bedd9c7a64"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
