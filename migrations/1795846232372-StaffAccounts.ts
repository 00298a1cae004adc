import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StaffAccounts1795846232372 implements MigrationInterface {
  name = 'StaffAccounts1795846232372';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "rep_staff_policy" ("id" integer NOT NULL, "staffMaySendNewsletters" boolean NOT NULL DEFAULT false, "secondFactorRequired" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_9a79b1a04ee3a3b4a3e1643c391" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "rep_account" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(254), "role" character varying(10) NOT NULL, "passwordHash" character varying(300) NOT NULL, "appliedEnvPasswordHash" character varying(300), "totpSecret" character varying(64), "totpPendingSecret" character varying(64), "totpLastStep" bigint, "lastSignInAt" TIMESTAMP WITH TIME ZONE, "previousSignInAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "removedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_f421fa9af39506bef1a0ac13df" CHECK ("role" IN ('owner', 'staff')), CONSTRAINT "PK_3da71d6b15117a0df03d6873b53" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_rep_account_active_email" ON "rep_account"  ("email") WHERE "removedAt" IS NULL`);
    await queryRunner.query(`CREATE TABLE "rep_account_link" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(20) NOT NULL, "email" character varying(254) NOT NULL, "accountId" uuid, "role" character varying(10), "createdBy" uuid, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_c27d105257f4ccadc064a472e2" CHECK ("kind" IN ('invitation', 'password-reset', 'owner-email')), CONSTRAINT "PK_90866fb03380dad81a502751ca9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a262072eafe290efcab68eea7f" ON "rep_account_link"  ("email", "kind") `);
    // The single password becomes the owner's account (her address comes at her next sign-in, or from REP_EMAIL).
    const [owner] = (await queryRunner.query(
      `INSERT INTO "rep_account" ("email", "role", "passwordHash", "appliedEnvPasswordHash", "lastSignInAt", "previousSignInAt")
       SELECT NULL, 'owner', "passwordHash", "appliedEnvPasswordHash", "lastSignInAt", "previousSignInAt" FROM "rep_credential" WHERE "id" = 1 RETURNING "id"`,
    )) as Array<{ id: string }>;
    const ownerId = owner ? `'${owner.id}'::uuid` : 'NULL';
    // Earlier changes are hers. A column default fills the existing rows without updating them
    // (the history refuses updates), and is dropped at once.
    await queryRunner.query(`ALTER TABLE "audit_entry" ADD "accountId" uuid DEFAULT ${ownerId}`);
    await queryRunner.query(`ALTER TABLE "audit_entry" ALTER COLUMN "accountId" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "rep_device" ADD "accountId" uuid`);
    await queryRunner.query(`UPDATE "rep_device" SET "accountId" = ${ownerId}`);
    await queryRunner.query(`ALTER TABLE "rep_session" ADD "id" uuid NOT NULL DEFAULT gen_random_uuid()`);
    // Her open sessions stay signed in, as hers.
    await queryRunner.query(`ALTER TABLE "rep_session" ADD "accountId" uuid`);
    await queryRunner.query(`DELETE FROM "rep_session" WHERE ${ownerId} IS NULL`);
    await queryRunner.query(`UPDATE "rep_session" SET "accountId" = ${ownerId}`);
    await queryRunner.query(`ALTER TABLE "rep_session" ALTER COLUMN "accountId" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "rep_session" ADD "userAgent" character varying(300)`);
    await queryRunner.query(`ALTER TABLE "rep_session" ADD "address" character varying(64)`);
    await queryRunner.query(`ALTER TABLE "rep_session" ADD "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "rep_sign_in_failure" ADD "accountHash" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_ab6773d0bb3c8ad473e54c2a9b" ON "audit_entry"  ("accountId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7dbb97aafa5a936efde97501c1" ON "rep_session"  ("id") `);
    await queryRunner.query(`CREATE INDEX "IDX_42f0b542c593b7d5d97927cadc" ON "rep_session"  ("accountId") `);
    await queryRunner.query(`CREATE INDEX "IDX_418cea0d4d3815ba5889677377" ON "rep_sign_in_failure"  ("accountHash", "failedAt") `);
    await queryRunner.query(`ALTER TABLE "rep_session" ADD CONSTRAINT "FK_42f0b542c593b7d5d97927cadce" FOREIGN KEY ("accountId") REFERENCES "rep_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "rep_recovery_code" ("codeHash" character varying(64) NOT NULL, "accountId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c7ea1fca36a6019e0e05ecfc2b" PRIMARY KEY ("codeHash"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5c8c71ca4b0d80f074b2584a62" ON "rep_recovery_code"  ("accountId") `);
    await queryRunner.query(`ALTER TABLE "rep_recovery_code" ADD CONSTRAINT "FK_5c8c71ca4b0d80f074b2584a622" FOREIGN KEY ("accountId") REFERENCES "rep_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`DROP TABLE "rep_credential"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rep_credential" ("id" integer NOT NULL, "passwordHash" character varying(300) NOT NULL, "appliedEnvPasswordHash" character varying(300), "totpSecret" character varying(64), "totpPendingSecret" character varying(64), "totpLastStep" bigint, "lastSignInAt" TIMESTAMP WITH TIME ZONE, "previousSignInAt" TIMESTAMP WITH TIME ZONE, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_rep_credential" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`INSERT INTO "rep_credential" ("id", "passwordHash", "appliedEnvPasswordHash", "lastSignInAt", "previousSignInAt")
      SELECT 1, "passwordHash", "appliedEnvPasswordHash", "lastSignInAt", "previousSignInAt" FROM "rep_account" WHERE "role" = 'owner' AND "removedAt" IS NULL ORDER BY "createdAt" LIMIT 1`);
    await queryRunner.query(`DELETE FROM "rep_session" WHERE "accountId" NOT IN (SELECT "id" FROM "rep_account" WHERE "role" = 'owner')`);
    await queryRunner.query(`DROP TABLE "rep_recovery_code"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP CONSTRAINT "FK_42f0b542c593b7d5d97927cadce"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_418cea0d4d3815ba5889677377"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_42f0b542c593b7d5d97927cadc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7dbb97aafa5a936efde97501c1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ab6773d0bb3c8ad473e54c2a9b"`);
    await queryRunner.query(`ALTER TABLE "rep_sign_in_failure" DROP COLUMN "accountHash"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP COLUMN "lastSeenAt"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP COLUMN "address"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP COLUMN "userAgent"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP COLUMN "accountId"`);
    await queryRunner.query(`ALTER TABLE "rep_session" DROP COLUMN "id"`);
    await queryRunner.query(`ALTER TABLE "rep_device" DROP COLUMN "accountId"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" DROP COLUMN "accountId"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a262072eafe290efcab68eea7f"`);
    await queryRunner.query(`DROP TABLE "rep_account_link"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_rep_account_active_email"`);
    await queryRunner.query(`DROP TABLE "rep_account"`);
    await queryRunner.query(`DROP TABLE "rep_staff_policy"`);
  }
}
