import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redemptions get a status: issued, fulfilled (with an optional note) or cancelled (with a
 * reason; the points come back as a `refund` ledger entry). A code already marked used becomes
 * fulfilled then; every other existing redemption is issued.
 */
export class RedemptionStatus1795639222002 implements MigrationInterface {
  name = 'RedemptionStatus1795639222002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "status" character varying(12) NOT NULL DEFAULT 'issued'`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "decidedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "decidedBy" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "fulfilmentNote" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "cancelReason" character varying(500)`);
    await queryRunner.query(
      `UPDATE "loyalty_redemption" SET "status" = 'fulfilled', "decidedAt" = "usedAt", "decidedBy" = 'representative' WHERE "usedAt" IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_redemption_unused"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "usedAt"`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_redemption_issued" ON "loyalty_redemption"  ("createdAt", "id") WHERE "status" = 'issued'`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "CHK_loyalty_redemption_decided" CHECK (("status" = 'issued') = ("decidedAt" IS NULL) AND ("status" = 'cancelled') = ("cancelReason" IS NOT NULL))`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD CONSTRAINT "CHK_loyalty_redemption_status" CHECK ("status" IN ('issued', 'fulfilled', 'cancelled'))`);

    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_kind"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_sign"`);
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_kind" CHECK ("kind" IN ('purchase', 'redemption', 'reversal', 'adjustment', 'refund'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_sign" CHECK (("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" IN ('redemption', 'reversal') AND "pointsAmount" < 0) OR ("kind" = 'adjustment' AND "pointsAmount" <> 0) OR ("kind" = 'refund' AND "pointsAmount" > 0 AND "reversesTransactionId" IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_sign"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" DROP CONSTRAINT "CHK_loyalty_transaction_kind"`);
    await queryRunner.query(`ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_kind" CHECK ("kind" IN ('purchase', 'redemption', 'reversal', 'adjustment'))`);
    await queryRunner.query(
      `ALTER TABLE "loyalty_transaction" ADD CONSTRAINT "CHK_loyalty_transaction_sign" CHECK (("kind" = 'purchase' AND "pointsAmount" > 0) OR ("kind" IN ('redemption', 'reversal') AND "pointsAmount" < 0) OR ("kind" = 'adjustment' AND "pointsAmount" <> 0))`,
    );
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP CONSTRAINT "CHK_loyalty_redemption_status"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP CONSTRAINT "CHK_loyalty_redemption_decided"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_loyalty_redemption_issued"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" ADD "usedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "loyalty_redemption" SET "usedAt" = "decidedAt" WHERE "status" <> 'issued'`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "cancelReason"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "fulfilmentNote"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "decidedBy"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "decidedAt"`);
    await queryRunner.query(`ALTER TABLE "loyalty_redemption" DROP COLUMN "status"`);
    await queryRunner.query(`CREATE INDEX "IDX_loyalty_redemption_unused" ON "loyalty_redemption" USING btree ("createdAt") WHERE ("usedAt" IS NULL)`);
  }
}
