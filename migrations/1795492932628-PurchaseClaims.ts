import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PurchaseClaims1795492932628 implements MigrationInterface {
  name = 'PurchaseClaims1795492932628';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "purchase_claim" ("id" BIGSERIAL NOT NULL, "memberId" integer NOT NULL, "orderNumber" character varying(40) NOT NULL, "totalCents" integer NOT NULL, "points" integer NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "storeTotalCents" integer, "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedBy" character varying(20), "decisionReason" character varying(200), "ledgerTransactionId" bigint, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_purchase_claim_credited" CHECK (("status" IN ('approved', 'voided')) = ("ledgerTransactionId" IS NOT NULL)), CONSTRAINT "CHK_purchase_claim_decided" CHECK (("status" = 'pending') = ("decidedAt" IS NULL)), CONSTRAINT "CHK_purchase_claim_status" CHECK ("status" IN ('pending', 'approved', 'rejected', 'voided')), CONSTRAINT "PK_5863f6a78ec9492707807ba7ca7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_purchase_claim_open_order" ON "purchase_claim"  ("orderNumber") WHERE "status" <> 'rejected'`);
    await queryRunner.query(`CREATE INDEX "IDX_f6ac6cb0bca359f9d85b4901eb" ON "purchase_claim"  ("memberId", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_d188c6951e202840817348ce75" ON "purchase_claim"  ("status", "createdAt") `);
    await queryRunner.query(
      `CREATE TABLE "purchase_claim_decision" ("id" BIGSERIAL NOT NULL, "claimId" bigint NOT NULL, "status" character varying(10) NOT NULL, "decidedBy" character varying(20) NOT NULL, "reason" character varying(200), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_44e2737d3466471587f46721eec" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_758506035c9a328811e9d97020" ON "purchase_claim_decision"  ("claimId") `);
    await queryRunner.query(
      `CREATE TABLE "loyalty_setting" ("id" integer NOT NULL DEFAULT '1', "autoApproveAfterDays" integer, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_loyalty_setting_single" CHECK ("id" = 1), CONSTRAINT "PK_82ebfc9cabab124000e9f67cc57" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "store_order" ("id" BIGSERIAL NOT NULL, "orderNumber" character varying(40) NOT NULL, "orderedOn" date NOT NULL, "totalCents" integer NOT NULL, "email" character varying(254), "orderNumberShape" character varying(40) NOT NULL, "importedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7ca8c59d7a14c48ef2fc3b0891c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c9e81c9d35ffa82d428d025e75" ON "store_order"  ("orderNumber") `);
    await queryRunner.query(`CREATE INDEX "IDX_3ebbdcb431d558b940d8f20867" ON "store_order"  ("email") `);
    await queryRunner.query(`CREATE INDEX "IDX_9f68d4dadf775163de16bf438d" ON "store_order"  ("orderNumberShape") `);
    await queryRunner.query(
      `ALTER TABLE "purchase_claim" ADD CONSTRAINT "FK_2261555891231d215dcd153bed1" FOREIGN KEY ("memberId") REFERENCES "loyalty_member"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "purchase_claim_decision" ADD CONSTRAINT "FK_758506035c9a328811e9d970209" FOREIGN KEY ("claimId") REFERENCES "purchase_claim"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    // Representative adjustments: a signed, non-zero ledger entry.
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_kind"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_sign"`);
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_kind" CHECK ("kind" IN ('purchase', 'redemption', 'reversal', 'adjustment'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_sign" CHECK (("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" IN ('redemption', 'reversal') AND "pointsAmount" < 0) OR ("kind" = 'adjustment' AND "pointsAmount" <> 0))`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "purchase_claim_decision_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'purchase_claim_decision is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation'; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "purchase_claim_decision_append_only" BEFORE UPDATE OR DELETE ON "purchase_claim_decision" FOR EACH ROW EXECUTE FUNCTION "purchase_claim_decision_append_only"()`,
    );
    // Purchases recorded before claims were reviewed were credited at once: each becomes an approved
    // (or, when reversed, voided) claim, so every order number keeps its single claim.
    await queryRunner.query(
      `INSERT INTO "purchase_claim" ("memberId", "orderNumber", "totalCents", "points", "status", "decidedAt", "decidedBy", "decisionReason", "ledgerTransactionId", "createdAt")
       SELECT t."memberId", t."avonOrderNumber", t."orderTotalCents", t."pointsAmount",
              CASE WHEN r.id IS NULL THEN 'approved' ELSE 'voided' END, COALESCE(r."createdAt", t."createdAt"), 'instant', r.description, t.id, t."createdAt"
         FROM "loyalty_transaction" t LEFT JOIN "loyalty_transaction" r ON r."reversesTransactionId" = t.id
        WHERE t.kind = 'purchase' ORDER BY t.id`,
    );
    await queryRunner.query(
      `INSERT INTO "purchase_claim_decision" ("claimId", "status", "decidedBy", "reason", "createdAt") SELECT id, status, 'instant', "decisionReason", "decidedAt" FROM "purchase_claim"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "purchase_claim_decision_append_only" ON "purchase_claim_decision"`);
    await queryRunner.query(`DROP FUNCTION "purchase_claim_decision_append_only"()`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_sign"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_kind"`);
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_kind" CHECK ("kind" IN ('purchase', 'redemption', 'reversal'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_sign" CHECK (("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" <> 'purchase' AND "pointsAmount" < 0))`,
    );
    await queryRunner.query(`ALTER TABLE "purchase_claim_decision" DROP CONSTRAINT "FK_758506035c9a328811e9d970209"`);
    await queryRunner.query(`ALTER TABLE "purchase_claim" DROP CONSTRAINT "FK_2261555891231d215dcd153bed1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9f68d4dadf775163de16bf438d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ebbdcb431d558b940d8f20867"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c9e81c9d35ffa82d428d025e75"`);
    await queryRunner.query(`DROP TABLE "store_order"`);
    await queryRunner.query(`DROP TABLE "loyalty_setting"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_758506035c9a328811e9d97020"`);
    await queryRunner.query(`DROP TABLE "purchase_claim_decision"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d188c6951e202840817348ce75"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f6ac6cb0bca359f9d85b4901eb"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_purchase_claim_open_order"`);
    await queryRunner.query(`DROP TABLE "purchase_claim"`);
  }
}
